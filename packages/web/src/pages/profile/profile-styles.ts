// The Mantine styles only the profile page uses (the app's sheet carries the common ones: app/styles.ts),
// loaded with its later parts' chunks (MoreFields, ProfileExtras): the first screen needs none of them,
// and a lazy chunk's styles are fetched before its code runs, a round trip before the page could render.
// Building blocks first, as there: Popover and Combobox before the inputs built on them.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Menu.css';
