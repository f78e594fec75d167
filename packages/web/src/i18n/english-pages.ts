import { EN_PAGES } from '@modern-jobs/domain';
import { addEnglish } from './texts.ts';

// Imported by the page chunks that say these words (job page, dashboard, admin panel), so they are
// part of the English catalog before those pages render, and no earlier.
addEnglish(EN_PAGES);
