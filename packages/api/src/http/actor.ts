import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { adminActor, employerActor } from '../audit/store/audit.ts';
import type { EmployerIdentity, RequestAuth } from './request-auth.ts';
import { sourceIpOf } from './source-ip.ts';

/** Who is acting and from where, for the activity log: the signed-in admin and the viewer's address. */
export async function adminAction(
  auth: RequestAuth,
  event: APIGatewayProxyEventV2,
): Promise<{ actor: string; ip: string }> {
  const admin = await auth.requireAdmin();
  return { actor: adminActor(admin.mobile), ip: sourceIpOf(event) };
}

/** The signed-in employer, and who is acting and from where for the activity log. */
export async function employerAction(
  auth: RequestAuth,
  event: APIGatewayProxyEventV2,
): Promise<{ employer: EmployerIdentity; who: { actor: string; ip: string } }> {
  const employer = await auth.requireEmployer();
  return { employer, who: { actor: employerActor(employer.userId), ip: sourceIpOf(event) } };
}
