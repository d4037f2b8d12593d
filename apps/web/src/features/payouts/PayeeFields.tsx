import { Form, Input, Radio } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { IFSC_PATTERN, VPA_PATTERN } from '@kingside/contract';
import type { PayeeValues } from './payouts.js';

/**
 * The payee fields, for the organiser's dialog and the winner's own page: a UPI id, or a bank account
 * with its IFSC; always the account holder's name. The server checks the same formats.
 */
export function PayeeFields() {
  const { t } = useLingui();
  return (
    <>
      <Form.Item<PayeeValues> name="kind" label={t`Paid to`}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'upi', label: 'UPI' },
            { value: 'bank', label: t`Bank account` },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['kind']}>
        {({ getFieldValue }) =>
          getFieldValue('kind') === 'upi' ? (
            <Form.Item<PayeeValues>
              name="vpa"
              label={t`UPI id`}
              rules={[{ required: true, pattern: VPA_PATTERN, message: t`A UPI id looks like name@bank (e.g. asha.k@oksbi)` }]}
            >
              <Input autoComplete="off" placeholder="name@bank" />
            </Form.Item>
          ) : (
            <>
              <Form.Item<PayeeValues>
                name="account"
                label={t`Account number`}
                normalize={(value: string) => value.replace(/[\s-]/g, '')}
                rules={[{ required: true, pattern: /^[0-9]{9,18}$/, message: t`An account number is 9 to 18 digits` }]}
              >
                <Input autoComplete="off" inputMode="numeric" />
              </Form.Item>
              <Form.Item<PayeeValues>
                name="ifsc"
                label="IFSC"
                normalize={(value: string) => value.toUpperCase().trim()}
                rules={[{ required: true, pattern: IFSC_PATTERN, message: t`4 letters, 0, then 6 letters or digits (e.g. SBIN0001234)` }]}
              >
                <Input autoComplete="off" placeholder="SBIN0001234" />
              </Form.Item>
            </>
          )
        }
      </Form.Item>
      <Form.Item<PayeeValues>
        name="name"
        label={t`Account holder’s name`}
        rules={[{ required: true, min: 2, whitespace: true, message: t`Give the account holder’s name` }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
    </>
  );
}
