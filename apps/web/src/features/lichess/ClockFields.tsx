import { Form, InputNumber } from 'antd';
import { useLingui } from '@lingui/react/macro';

/** The lichess forms show the clock in minutes; the server and lichess speak of seconds (`clockLimit`). */
export const formFieldOf = (field: string) => (field === 'clockLimit' ? 'clockMinutes' : field);

/** A lichess tournament's clock, as its create and edit forms ask for it. */
export function ClockFields() {
  const { t } = useLingui();
  return (
    <>
      <Form.Item name="clockMinutes" label={t`Clock (minutes)`}>
        <InputNumber min={0} max={180} step={0.25} />
      </Form.Item>
      <Form.Item name="clockIncrement" label={t`Increment (seconds)`}>
        <InputNumber min={0} max={120} />
      </Form.Item>
    </>
  );
}
