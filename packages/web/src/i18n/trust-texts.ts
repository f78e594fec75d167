import { EN_TRUST, UR_TRUST } from '@modern-jobs/domain';
import './english-pages.ts';
import { addTexts } from './texts.ts';

// Imported by the chunks that say the words of jobs abroad you can trust (the job form's recruiter,
// the job page's notices and report dialog, the operator's Reports), so they are in every language's
// catalog before those render, and no earlier.
addTexts({ en: EN_TRUST, ur: UR_TRUST });
