// Styles only the admin panel needs, loaded with it.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Tabs.css';
