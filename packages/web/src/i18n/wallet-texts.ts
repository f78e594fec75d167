import { EN_WALLET, UR_WALLET } from '@modern-jobs/domain';
import './english-pages.ts';
import { addTexts } from './texts.ts';

// Imported by the chunks that say the wallet's words and the API's wallet answers (the dashboard's
// wallet card, the wallet page, Add Funds, buying a boost), so they are in every language's catalog
// before those render, and no earlier.
addTexts({ en: EN_WALLET, ur: UR_WALLET });
