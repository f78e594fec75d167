import { useId as useReactId } from 'react';

/**
 * Mantine's useId (an id for a label, a description, a listbox...) as the build puts it in place of
 * @mantine/hooks' own (build/stable-ids.ts): the id React gives the component, stable from its first
 * render. Mantine's renders with that id, then, in a layout effect, swaps it for a random one by
 * setting state: every input, popover and combobox that mounts renders twice, the second time in a
 * synchronous render inside the commit that mounted it, which no transition can split.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
