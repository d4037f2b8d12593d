import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Tag, Typography } from 'antd';
import { describeTeamTiebreak, describeTiebreak, OFFERED_TEAM_TIEBREAKS, OFFERED_TIEBREAKS } from '@kingside/contract';
import { sayContract } from '../languages/sayContract.js';

/** "Buchholz cut 1 — sum of opponents’ scores without the lowest", from the engine's definitions. */
function hintOf(code: string, team: boolean): string {
  const described = team ? describeTeamTiebreak(code) : describeTiebreak(code);
  return described ? `${sayContract(described.title)} — ${sayContract(described.explanation)}` : code;
}

export interface TiebreakListProps {
  value?: string[];
  onChange?: (next: string[]) => void;
  /** A team event: team codes on match or game points (BH:MP, EDE), offered and explained as such. */
  team?: boolean;
}

/** The ordered tie-break list: the first breaks ties first; reorder with the arrows. */
export function TiebreakList({ value = [], onChange, team = false }: TiebreakListProps) {
  const { t } = useLingui();
  const change = (next: string[]) => onChange?.(next);
  const move = (from: number, to: number) => {
    const next = [...value];
    const [code] = next.splice(from, 1);
    next.splice(to, 0, code);
    change(next);
  };
  return (
    <Flex vertical gap={6}>
      {value.length === 0 && (
        <Typography.Text type="secondary">
          <Trans>No tie-breaks: players on equal points stay tied.</Trans>
        </Typography.Text>
      )}
      {value.map((code, index) => (
        <Flex key={code} align="center" gap={6} className="ks-tiebreak">
          <Tag style={{ minWidth: 28, textAlign: 'center', margin: 0 }}>{index + 1}</Tag>
          <Typography.Text strong style={{ minWidth: 56 }}>
            {code}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ flex: 1, minWidth: 0 }}>
            {hintOf(code, team)}
          </Typography.Text>
          <Button size="small" icon={<ArrowUpOutlined />} aria-label={t`Move ${code} up`} disabled={index === 0} onClick={() => move(index, index - 1)} />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t`Move ${code} down`}
            disabled={index === value.length - 1}
            onClick={() => move(index, index + 1)}
          />
          <Button size="small" icon={<CloseOutlined />} aria-label={t`Remove ${code}`} onClick={() => change(value.filter((c) => c !== code))} />
        </Flex>
      ))}
      <Select<string>
        aria-label={t`Add a tie-break`}
        placeholder={t`Add a tie-break`}
        value={null}
        showSearch
        options={(team ? OFFERED_TEAM_TIEBREAKS : OFFERED_TIEBREAKS)
          .filter((code) => !value.includes(code))
          .map((code) => ({ value: code, label: `${code} — ${hintOf(code, team)}` }))}
        onChange={(code) => change([...value, code])}
        style={{ width: '100%' }}
      />
    </Flex>
  );
}
