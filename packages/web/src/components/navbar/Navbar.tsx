import { Burger, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../../api/auth.ts';
import { useSetting } from '../../api/settings.ts';
import { newTabIfExternal } from '../new-tab.ts';
import classes from './Navbar.module.css';

/** The configurable sign-in button (spec §2): external http(s) links open in a new tab. */
function SignInButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { value, isLoading } = useSetting('sign_in_button');
  // Wait for the operator's text rather than flash the default and swap it.
  if (isLoading || !value.visible) return null;
  return (
    <Button component="a" href={value.link} fullWidth={fullWidth} {...newTabIfExternal(value.link)}>
      {value.text}
    </Button>
  );
}

function Account({ stacked = false }: { stacked?: boolean }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return null;
  if (!user) return <SignInButton fullWidth={stacked} />;
  const Wrapper = stacked ? Stack : Group;
  return (
    <Wrapper gap="sm">
      <Text size="sm" fw={500}>
        Welcome, {user.firstName || 'User'}
      </Text>
      <Button component="a" href="/api/logout" variant="default" size="sm" fullWidth={stacked}>
        Logout
      </Button>
    </Wrapper>
  );
}

function Links({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  return (
    <>
      <NavLink to="/" className={classes.link} onClick={onNavigate} end>
        Jobs
      </NavLink>
      {user && (
        <NavLink to="/dashboard" className={classes.link} onClick={onNavigate}>
          Dashboard
        </NavLink>
      )}
    </>
  );
}

export function Navbar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.bar}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Link to="/" className={classes.brand}>
              Modern Jobs
            </Link>
            <Group gap={4} className={classes.desktop} component="nav" aria-label="Main">
              <Links />
            </Group>
          </Group>
          <Group className={`${classes.desktop} ${classes.account}`}>
            <Account />
          </Group>
          <Burger
            className={classes.mobile}
            opened={opened}
            onClick={toggle}
            aria-label={opened ? 'Close menu' : 'Open menu'}
            aria-expanded={opened}
            aria-controls="mobile-menu"
          />
        </Group>
      </Container>
      {/* Opens at once rather than animated: Mantine's Collapse would cost every first visit 2 KB. */}
      {opened && (
        <nav id="mobile-menu" aria-label="Main" className={`${classes.mobile} ${classes.menu}`}>
          <Stack gap="xs">
            <Links onNavigate={close} />
            <Account stacked />
          </Stack>
        </nav>
      )}
    </header>
  );
}
