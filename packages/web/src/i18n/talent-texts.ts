import { EN_TALENT, UR_TALENT } from '@modern-jobs/domain';
import './english-pages.ts';
import { addTexts } from './texts.ts';

// Imported by the chunks that say the CV bank's words (the seeker's CV bank page and its way in, the
// answer page of a contact request's e-mail, the employer's candidate search), so they are in every
// language's catalog before those render, and no earlier.
addTexts({ en: EN_TALENT, ur: UR_TALENT });
