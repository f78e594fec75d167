import { ContactWidget } from '../../components/contact-widget/ContactWidget.tsx';
import { HighlightButton } from '../../components/highlight/HighlightButton.tsx';

/** The home page's floating 'Contact Us' and highlight buttons (spec §2). */
export function FloatingButtons() {
  return (
    <>
      <ContactWidget />
      <HighlightButton />
    </>
  );
}
