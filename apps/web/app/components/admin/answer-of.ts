import type { Endpoint, EndpointAnswer, EndpointInput } from "@investar/contract/endpoint";
import { ApiError } from "../../lib/api-error-message.ts";
import { callEndpoint } from "../../lib/call-endpoint.ts";

/**
 * The endpoint's answer, or its failure thrown as the API's error: for a call run by useCall, whose report
 * (apiErrorMessage, reportFailure) reads the status, message and field errors from it.
 */
export async function answerOf<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointAnswer<E>> {
  const result = await callEndpoint(endpoint, input);
  if (result.ok) return result.data;
  const { status, code, message, fields } = result.failure;
  throw new ApiError({ status, body: { code, message, errors: fields } });
}
