import { pageHandler } from '../http/preset.ts';
import { homePage } from '../pages/home-page.ts';

export const handler = pageHandler('home-page', homePage);
