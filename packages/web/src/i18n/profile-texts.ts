import { EN_PROFILE, UR_PROFILE } from '@modern-jobs/domain';
import './english-pages.ts';
import { addTexts } from './texts.ts';

// Imported by the chunks that say the profile's words (the profile page, the apply dialogs and the
// one-tap sheet), so they are in every language's catalog before those render, and no earlier.
addTexts({ en: EN_PROFILE, ur: UR_PROFILE });
