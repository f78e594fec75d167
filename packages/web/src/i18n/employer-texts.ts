import { EN_EMPLOYER, UR_EMPLOYER } from '@modern-jobs/domain';
import './english-pages.ts';
import { addTexts } from './texts.ts';

// Imported by the chunks that say these words (the employer's screens, and the job form the
// operator shares), so they are in every language's catalog before those render, and no earlier.
addTexts({ en: EN_EMPLOYER, ur: UR_EMPLOYER });
