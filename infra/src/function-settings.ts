/**
 * What each handler needs from Lambda beyond the defaults, and which parts of the uploads bucket it
 * touches. The route table says who may call a handler and whether it only reads the table; this
 * says what it does with files. A test checks it against the bundles: a handler gets bucket access
 * here exactly when its bundle imports the S3 client.
 */
export interface FunctionSettings {
  memoryMiB: number;
  timeoutSeconds: number;
}

export const DEFAULT_SETTINGS: FunctionSettings = { memoryMiB: 512, timeoutSeconds: 10 };

export const SETTINGS: Partial<Record<string, Partial<FunctionSettings>>> = {
  // scrypt with N=2^17, r=8 holds 128 MiB and is CPU-bound; Lambda's CPU grows with memory.
  'admin-login': { memoryMiB: 1024 },
  // Verification reads a CV or logo of up to 5 MB and copies it.
  'confirm-cv-upload': { timeoutSeconds: 20 },
  'confirm-logo-upload': { timeoutSeconds: 20 },
  'create-application': { timeoutSeconds: 20 },
  // Upserts 32 jobs with their index entries and writes the demo logos.
  'seed-database': { timeoutSeconds: 28 },
};

export interface BucketAccess {
  /** key patterns the handler reads (GetObject, HeadObject, and presigned GETs) */
  read?: string[];
  /** key patterns it writes (PutObject, multipart parts, copies, and presigned PUTs) */
  write?: string[];
  /** key patterns it deletes or aborts uploads under */
  remove?: string[];
}

const VERIFY_CV: BucketAccess = { read: ['pending/uploads/*'], write: ['uploads/*'], remove: ['pending/uploads/*'] };
const LOGO_MULTIPART: BucketAccess = { write: ['pending/logos/*'] };

export const BUCKET_ACCESS: Partial<Record<string, BucketAccess>> = {
  'create-upload-url': { write: ['pending/uploads/*', 'pending/logos/*'] },
  'confirm-cv-upload': VERIFY_CV,
  'create-application': VERIFY_CV,
  'confirm-logo-upload': { read: ['pending/logos/*'], write: ['logos/*'], remove: ['pending/logos/*'] },
  'get-object': { read: ['logos/*', 'uploads/*'] },
  'get-application-cv': { read: ['uploads/*'] },
  'seed-database': { write: ['logos/demo/*'] },
  's3-params': LOGO_MULTIPART,
  's3-multipart-create': LOGO_MULTIPART,
  's3-multipart-sign-part': LOGO_MULTIPART,
  's3-multipart-complete': LOGO_MULTIPART,
  's3-multipart-list-parts': { read: ['pending/logos/*'] },
  's3-multipart-abort': { remove: ['pending/logos/*'] },
};

export const settingsFor = (handler: string): FunctionSettings => ({ ...DEFAULT_SETTINGS, ...SETTINGS[handler] });
