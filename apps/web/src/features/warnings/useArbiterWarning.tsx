import { App, Flex, Typography } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { WARNING_LEVEL_TITLES, type ArbiterWarning } from '@kingside/contract';
import { sayContract } from '../languages/sayContract.js';

export interface WarningAsked extends ArbiterWarning {
  /** What is shown with the message (e.g. the engine's pairing beside the arbiter's). */
  details?: ReactNode;
  /** The action's name on the final button ("Add the pairing", "Leave FIDE mode"). */
  action?: string;
}

/**
 * The one way the arbiter's warnings are shown (FIDE C.02 warning levels), answering whether the action goes ahead:
 * 2 is acknowledged (it already happened), 3 is confirmed or cancelled, 4 takes two confirmations with the
 * consequences spelled out before the second, 5 is refused in FIDE mode. No level can be skipped or lowered.
 */
export function useArbiterWarning(): (warning: WarningAsked) => Promise<boolean> {
  const { modal } = App.useApp();
  const { t } = useLingui();
  // The titles are the contract's WARNING_LEVEL_TITLES, so every client titles a level alike; a level 4 names its step too.
  return useCallback(
    (warning) => {
      const body = (
        <Flex vertical gap={8}>
          <Typography.Paragraph style={{ margin: 0 }}>{warning.message}</Typography.Paragraph>
          {warning.details}
        </Flex>
      );
      const ask = (step: { title: string; content: ReactNode; okText: string; danger?: boolean }) =>
        new Promise<boolean>((resolve) => {
          modal.confirm({
            title: step.title,
            content: step.content,
            okText: step.okText,
            cancelText: t`Cancel`,
            okButtonProps: { danger: step.danger },
            width: 640,
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        });
      switch (warning.level) {
        case 2:
          return new Promise<boolean>((resolve) => {
            modal.warning({ title: sayContract(WARNING_LEVEL_TITLES[2]), content: body, okText: t`Acknowledge`, width: 640, onOk: () => resolve(true) });
          });
        case 3:
          return ask({ title: sayContract(WARNING_LEVEL_TITLES[3]), content: body, okText: warning.action ?? t`Confirm` });
        case 4:
          return ask({ title: t`Warning (level 4): two steps, step 1 of 2`, content: body, okText: t`Continue` }).then(
            (first) =>
              first &&
              ask({
                title: t`Warning (level 4): two steps, step 2 of 2: the consequences`,
                content: (
                  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                    {(warning.consequences ?? []).map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                ),
                okText: warning.action ?? t`Confirm`,
                danger: true,
              }),
          );
        case 5:
          return new Promise<boolean>((resolve) => {
            modal.error({
              title: sayContract(WARNING_LEVEL_TITLES[5]),
              content: (
                <Flex vertical gap={8}>
                  {body}
                  <Typography.Text type="secondary">
                    {t`Leaving FIDE mode (in the Settings tab) is the only way to do it, and it cannot be undone.`}
                  </Typography.Text>
                </Flex>
              ),
              okText: t`Close`,
              width: 640,
              onOk: () => resolve(false),
            });
          });
      }
    },
    [modal, t],
  );
}
