import { writeFileSync } from 'node:fs';
import { MANTINE_VARIABLES_FILE, mantineVariablesCss } from './mantine-variables.ts';

writeFileSync(MANTINE_VARIABLES_FILE, mantineVariablesCss());
process.stdout.write(`wrote ${MANTINE_VARIABLES_FILE}\n`);
