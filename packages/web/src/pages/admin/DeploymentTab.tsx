import { Alert, Badge, Button, Code, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';

const STEPS = [
  'Check the change on the site here (Preview Changes).',
  'From a clone of the repository, run npm test: everything must pass.',
  'Run cdk deploy for the stage (see the README, "Deploy it"); it builds the app and the API and updates the stack.',
  'Open the version endpoint and check the commit and build time it reports.',
  'Open the live site and try the main journeys.',
];

/** How this product ships (spec §2, made true for AWS): previews, the `cdk deploy` steps and the running version. */
export function DeploymentTab() {
  const [showDeploy, setShowDeploy] = useState(false);
  const open = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button leftSection={<IconExternalLink size={16} />} onClick={() => open(window.location.origin)}>
          Preview Changes
        </Button>
        <Button variant="light" onClick={() => setShowDeploy((v) => !v)} aria-expanded={showDeploy}>
          Deploy to Production
        </Button>
        <Button variant="default" onClick={() => open('/api/version')}>
          View Version
        </Button>
      </Group>
      {showDeploy && (
        <Alert icon={<IconInfoCircle />} title="Deploying is done from a terminal, not from here">
          <Text size="sm">
            The site runs on AWS and is deployed with the CDK: from a clone of the repository with AWS credentials for
            the account, run <Code>npx cdk deploy --all --context stage=prod</Code> in <Code>infra/</Code>. The README's
            "Deploy it" section has the details, including the first <Code>cdk bootstrap</Code>.
          </Text>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            Deployment steps
          </Title>
          <List type="ordered" spacing="xs" size="sm">
            {STEPS.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Paper>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            Deployment Status
          </Title>
          <Stack gap="xs">
            <Group justify="space-between">
              <Text size="sm">API responses cached</Text>
              <Badge color="gray">Cache disabled</Badge>
            </Group>
            <Group justify="space-between">
              <Text size="sm">Build</Text>
              <Badge color="brand">Ready to deploy</Badge>
            </Group>
            <Group justify="space-between">
              <Text size="sm">Live domain</Text>
              <Text size="sm" fw={600}>
                {window.location.host}
              </Text>
            </Group>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
