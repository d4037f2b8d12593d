import { failures, type Endpoint } from './endpoint.js';
import { noticeChoicesBody, noticeChoicesResponse, pushSubscriptionBody, pushUnsubscribeBody } from './notices.js';

/** The signed-in player's notices: which kinds by which channel, and the browsers that receive push notices. */
export const noticesEndpoints = {
  choices: {
    method: 'GET',
    path: '/api/notices/choices',
    access: 'signed-in',
    response: { 200: noticeChoicesResponse, ...failures(401) },
  },
  choose: {
    method: 'PUT',
    path: '/api/notices/choices',
    access: 'signed-in',
    body: noticeChoicesBody,
    response: { 200: noticeChoicesResponse, ...failures(400, 401) },
  },
  subscribePush: {
    method: 'POST',
    path: '/api/notices/push-subscriptions',
    access: 'signed-in',
    body: pushSubscriptionBody,
    response: { 200: noticeChoicesResponse, ...failures(400, 401) },
  },
  unsubscribePush: {
    method: 'POST',
    path: '/api/notices/push-subscriptions/remove',
    access: 'signed-in',
    body: pushUnsubscribeBody,
    response: { 200: noticeChoicesResponse, ...failures(400, 401) },
  },
} as const satisfies Record<string, Endpoint>;
