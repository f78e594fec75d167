// The Mantine styles of the apply chooser beyond the app's sheet (app/styles.ts): the bottom sheet
// on phones and the notice pinned under the page, loaded with their chunk.
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/Combobox.css';
