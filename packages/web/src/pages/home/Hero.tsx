import { Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconBuilding, IconWorld } from '@tabler/icons-react';
import { useSetting } from '../../api/settings.ts';
import { emailLink } from '../../components/contact-widget/contact-links.ts';
import classes from './HomePage.module.css';

const CLAIMS = [
  { icon: IconBriefcase, value: '1000+', label: 'Active Jobs' },
  { icon: IconBuilding, value: '500+', label: 'Companies' },
  { icon: IconWorld, value: 'Global', label: 'Opportunities' },
];

/**
 * 'Post a Job' reaches the operator by e-mail. Its own component, so the contact setting's arrival
 * re-renders this button, not the whole hero, in the synchronous update the query store makes.
 */
function PostJobButton() {
  const contact = useSetting('contact_info');
  return (
    <Button size="md" variant="white" component="a" href={emailLink(contact.value.email, 'Post a Job on Modern Jobs')}>
      Post a Job
    </Button>
  );
}

/** 'Find Your Dream Career Today' (spec §2). */
export function Hero() {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg">
        <Stack gap="md" align="flex-start">
          <Badge color="yellow" variant="filled" size="lg" tt="none">
            Now Available Worldwide
          </Badge>
          <Title order={1} id="hero-title" className={classes.heroTitle}>
            Find Your Dream Career Today
          </Title>
          <Text className={classes.heroText}>
            Jobs in Pakistan and abroad, with salaries in PKR. Apply with your CV in minutes.
          </Text>
          <Group gap="sm">
            <Button
              size="md"
              color="yellow"
              c="dark"
              onClick={() => document.getElementById('jobs')?.scrollIntoView({ behavior: 'smooth' })}
            >
              Browse Jobs
            </Button>
            <PostJobButton />
          </Group>
          <Group gap="lg" mt="sm" wrap="nowrap" align="flex-start">
            {CLAIMS.map(({ icon: Icon, value, label }) => (
              <Stack key={label} gap={0} align="flex-start">
                <Group gap={6}>
                  <Icon size={18} aria-hidden="true" />
                  <Text fw={800}>{value}</Text>
                </Group>
                <Text size="xs" className={classes.heroText}>
                  {label}
                </Text>
              </Stack>
            ))}
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
