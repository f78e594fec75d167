import { Burger, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useAuth } from '../../api/auth.ts';
import { useSetting } from '../../api/settings.ts';
import { forgetDrafts } from '../../app/device-drafts.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { SimpleButton } from '../button/SimpleButton.tsx';
import { LanguageSwitch } from '../language-switch/LanguageSwitch.tsx';
import { Link, NavLink } from '../link/Link.tsx';
import { newTabIfExternal } from '../new-tab.ts';
import classes from './Navbar.module.css';

/** The configurable sign-in button (spec §2): external http(s) links open in a new tab. */
function SignInButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { value, isLoading } = useSetting('sign_in_button');
  const { settingText } = useI18n();
  // Wait for the operator's text rather than flash the default and swap it.
  if (isLoading || !value.visible) return null;
  return (
    <SimpleButton component="a" href={value.link} fullWidth={fullWidth} {...newTabIfExternal(value.link)}>
      {settingText('sign_in_button', 'text', value.text)}
    </SimpleButton>
  );
}

function Account({ stacked = false }: { stacked?: boolean }) {
  const { user, isLoading } = useAuth();
  const { t } = useI18n();
  if (isLoading) return null;
  if (!user) return <SignInButton fullWidth={stacked} />;
  const Wrapper = stacked ? Stack : Group;
  return (
    <Wrapper gap="sm">
      <Text size="sm" fw={500}>
        {t('nav.welcome', { name: user.firstName || t('nav.defaultName') })}
      </Text>
      <SimpleButton
        component="a"
        href="/api/logout"
        onClick={forgetDrafts}
        variant="default"
        size="sm"
        fullWidth={stacked}
      >
        {t('nav.logout')}
      </SimpleButton>
    </Wrapper>
  );
}

function Links({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const { t, path } = useI18n();
  return (
    <>
      <NavLink to={path('/')} className={classes.link} onClick={onNavigate} end>
        {t('nav.jobs')}
      </NavLink>
      {user && (
        <NavLink to={path('/dashboard')} className={classes.link} onClick={onNavigate}>
          {t('nav.dashboard')}
        </NavLink>
      )}
      {user && (
        <NavLink to={path('/profile')} className={classes.link} onClick={onNavigate}>
          {t('nav.profile')}
        </NavLink>
      )}
      {/* An employer is a signed-in person with a company profile. */}
      {user?.company && (
        <NavLink to={path('/employer')} className={classes.link} onClick={onNavigate}>
          {t('nav.employer')}
        </NavLink>
      )}
    </>
  );
}

export function Navbar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { t, path } = useI18n();
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.bar}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Link to={path('/')} className={classes.brand} lang="en" dir="ltr">
              Modern Jobs
            </Link>
            <Group gap={4} className={classes.desktop} component="nav" aria-label={t('nav.main')}>
              <Links />
            </Group>
          </Group>
          <Group className={`${classes.desktop} ${classes.account}`} wrap="nowrap">
            <LanguageSwitch />
            <Account />
          </Group>
          <Burger
            className={classes.mobile}
            opened={opened}
            onClick={toggle}
            aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={opened}
            aria-controls="mobile-menu"
          />
        </Group>
      </Container>
      {/* Opens at once rather than animated: Mantine's Collapse would cost every first visit 2 KB. */}
      {opened && (
        <nav id="mobile-menu" aria-label={t('nav.main')} className={`${classes.mobile} ${classes.menu}`}>
          <Stack gap="xs">
            <Links onNavigate={close} />
            <LanguageSwitch onNavigate={close} />
            <Account stacked />
          </Stack>
        </nav>
      )}
    </header>
  );
}
