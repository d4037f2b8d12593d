import { t } from '@lingui/core/macro';
import { Input, InputNumber, Select } from 'antd';
import { playerTitles, type AskableField } from '@kingside/contract';

/** The input for one detail the organiser asks for, as that detail is written. */
export function askedInput(field: AskableField) {
  switch (field) {
    case 'fideId':
      return <InputNumber min={1} precision={0} controls={false} style={{ width: '100%' }} />;
    case 'title':
      return <Select allowClear options={playerTitles.map((title) => ({ value: title, label: title }))} />;
    case 'sex':
      return (
        <Select
          allowClear
          options={[
            { value: 'm', label: t`Man` },
            { value: 'w', label: t`Woman` },
          ]}
        />
      );
    case 'federation':
      return <Input maxLength={3} placeholder="IND" />;
    case 'birthDate':
      return <Input placeholder={t`YYYY-MM-DD`} />;
    case 'phone':
      return <Input type="tel" inputMode="tel" autoComplete="tel" />;
    default:
      return <Input />;
  }
}
