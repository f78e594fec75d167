/** A handler's kebab-case name as a construct id (list-jobs: ListJobs). */
export const pascal = (handler: string) => handler.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
