import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type NoticeChoices, type NoticeChoicesBody, type PushSubscriptionBody, type PushUnsubscribeBody } from '@kingside/contract';
import { callQuery, useCallMutation } from './calls.js';
import { call } from './endpoint-call.js';
import { noticeKeys } from './query-keys/notices.js';

export function useNoticeChoices() {
  return useQuery(callQuery(noticeKeys.choices, call(endpoints.notices.choices)));
}

/** Each change answers the whole choices again: the cache takes it as it is. */
function useKeepChoices() {
  const queryClient = useQueryClient();
  return (answer: { data: NoticeChoices }) => queryClient.setQueryData(noticeKeys.choices, answer.data);
}

export function useChooseNotices() {
  return useCallMutation((body: NoticeChoicesBody) => call(endpoints.notices.choose, { body }), useKeepChoices());
}

export function useSubscribePush() {
  return useCallMutation((body: PushSubscriptionBody) => call(endpoints.notices.subscribePush, { body }), useKeepChoices());
}

export function useUnsubscribePush() {
  return useCallMutation((body: PushUnsubscribeBody) => call(endpoints.notices.unsubscribePush, { body }), useKeepChoices());
}
