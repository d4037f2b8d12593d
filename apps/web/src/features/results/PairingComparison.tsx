import { Col, Row, Typography } from 'antd';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComparedBoard, PairingComparison as Comparison } from '@kingside/contract';

// A key, not words: the bye is the pairing number that is not there.
const label = (b: ComparedBoard) => `${b.white.pairingNumber}-${b.black?.pairingNumber ?? 'bye'}`;

function Boards({ title, boards, differ }: { title: string; boards: ComparedBoard[]; differ: (b: ComparedBoard) => boolean }) {
  return (
    <Col xs={24} sm={12}>
      <Typography.Text strong>{title}</Typography.Text>
      <ol style={{ margin: 0, paddingInlineStart: 24 }}>
        {boards.map((b) => (
          <li key={label(b)}>
            <Typography.Text mark={differ(b)}>
              {b.white.pairingNumber}. {b.white.name} – {b.black ? `${b.black.pairingNumber}. ${b.black.name}` : <Trans>pairing-allocated bye</Trans>}
            </Typography.Text>
          </li>
        ))}
      </ol>
    </Col>
  );
}

/** The round as the arbiter paired it beside the engine's pairing of it, the boards that differ marked on both sides. */
export function PairingComparison({ comparison }: { comparison: Comparison }) {
  const arbiter = new Set(comparison.arbiter.map(label));
  const engine = new Set(comparison.engine.map(label));
  const { t } = useLingui();
  return (
    <Row gutter={[16, 8]} aria-label={t`Your pairing beside the engine's`}>
      <Boards title={t`Your pairing`} boards={comparison.arbiter} differ={(b) => !engine.has(label(b))} />
      <Boards title={t`The engine's pairing`} boards={comparison.engine} differ={(b) => !arbiter.has(label(b))} />
    </Row>
  );
}
