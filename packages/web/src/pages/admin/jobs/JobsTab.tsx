import { Grid } from '@mantine/core';
import type { Job } from '@modern-jobs/domain';
import { useState } from 'react';
import { JobForm } from './JobForm.tsx';
import { JobManagement } from './JobManagement.tsx';

/** The form on the left, the list on the right (stacked on a phone). */
export function JobsTab() {
  const [editing, setEditing] = useState<Job | null>(null);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <JobForm editing={editing} onDone={() => setEditing(null)} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <JobManagement
          onEdit={(job) => {
            setEditing(job);
            document.getElementById('job-form-title')?.scrollIntoView({ behavior: 'smooth' });
          }}
        />
      </Grid.Col>
    </Grid>
  );
}
