import { EN_TALENT_SEARCHES, UR_TALENT_SEARCHES } from '@modern-jobs/domain';
import './english-pages.ts';
import { addTexts } from './texts.ts';

// Imported by the chunks that say the words of saved candidate searches (the employer's candidate
// search, the unsubscribe page), so they are in every language's catalog before those render, and
// no earlier: the home page's bundle does not carry them.
addTexts({ en: EN_TALENT_SEARCHES, ur: UR_TALENT_SEARCHES });
