import { Form, InputNumber } from 'antd';

/** The lichess forms show the clock in minutes; the server and lichess speak of seconds (`clockLimit`). */
export const formFieldOf = (field: string) => (field === 'clockLimit' ? 'clockMinutes' : field);

/** A lichess tournament's clock, as its create and edit forms ask for it. */
export function ClockFields() {
  return (
    <>
      <Form.Item name="clockMinutes" label="Clock (minutes)">
        <InputNumber min={0} max={180} step={0.25} />
      </Form.Item>
      <Form.Item name="clockIncrement" label="Increment (seconds)">
        <InputNumber min={0} max={120} />
      </Form.Item>
    </>
  );
}
