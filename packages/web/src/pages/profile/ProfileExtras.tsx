// Mantine's styles for the inputs, menus and dialogs of this part, with its chunk, not the first screen's.
import './profile-styles.ts';
import type { SavedCv, User } from '@modern-jobs/domain';
import { TalentLinkCard } from '../talent/TalentLinkCard.tsx';
import { CvManager } from './CvManager.tsx';
import { YourData } from './YourData.tsx';

/**
 * What follows the profile's form: the saved CVs, the way to the CV bank and "Your data". A chunk
 * of its own (the uploader, the dialogs and menus, the archive), put on screen after the form.
 */
export function ProfileExtras({ cvs, user }: { cvs: SavedCv[]; user: User }) {
  return (
    <>
      <CvManager cvs={cvs} />
      <TalentLinkCard />
      <YourData user={user} />
    </>
  );
}
