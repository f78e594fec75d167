import { API_MESSAGES, PAYMENT_METHOD_NAMES, PAYMENT_METHODS } from '@modern-jobs/domain';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { empty, type HttpResult } from '../http/response.ts';
import { gatewayFormPage } from './gateway-form.ts';
import { notificationOf, returnFieldsOf } from './gateway-requests.ts';
import { takeNotification, takeReturn } from './payments.ts';

/** The gateway a return or notification route names: only ours, else 404. */
export const gatewayParams = z.object({
  gateway: z.enum(PAYMENT_METHODS, { error: API_MESSAGES.orderNotFound }),
});

/**
 * What the gateway's return and notification routes (GET and POST of each, as the gateways' protocols
 * send them) answer. They take no session: a gateway's word counts only once verified (payments.ts).
 */
export async function answerReturn(
  gateway: z.output<typeof gatewayParams>['gateway'],
  event: APIGatewayProxyEventV2,
): Promise<HttpResult> {
  const answer = await takeReturn(gateway, returnFieldsOf(event));
  if (answer.kind === 'form') return gatewayFormPage(answer.request, PAYMENT_METHOD_NAMES[gateway]);
  return empty(303, { Location: answer.location });
}

export async function answerNotification(
  gateway: z.output<typeof gatewayParams>['gateway'],
  event: APIGatewayProxyEventV2,
): Promise<HttpResult> {
  const answer = await takeNotification(gateway, notificationOf(event));
  return {
    statusCode: answer.status,
    headers: { 'Content-Type': answer.contentType, 'Cache-Control': 'no-store' },
    body: answer.body,
  };
}
