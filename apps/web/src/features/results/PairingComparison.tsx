import { Col, Row, Typography } from 'antd';
import type { ComparedBoard, PairingComparison as Comparison } from '@kingside/contract';

const label = (b: ComparedBoard) => `${b.white.pairingNumber}-${b.black?.pairingNumber ?? 'bye'}`;

function Boards({ title, boards, differ }: { title: string; boards: ComparedBoard[]; differ: (b: ComparedBoard) => boolean }) {
  return (
    <Col xs={24} sm={12}>
      <Typography.Text strong>{title}</Typography.Text>
      <ol style={{ margin: 0, paddingInlineStart: 24 }}>
        {boards.map((b) => (
          <li key={label(b)}>
            <Typography.Text mark={differ(b)}>
              {b.white.pairingNumber}. {b.white.name} – {b.black ? `${b.black.pairingNumber}. ${b.black.name}` : 'pairing-allocated bye'}
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
  return (
    <Row gutter={[16, 8]} aria-label="Your pairing beside the engine's">
      <Boards title="Your pairing" boards={comparison.arbiter} differ={(b) => !engine.has(label(b))} />
      <Boards title="The engine's pairing" boards={comparison.engine} differ={(b) => !arbiter.has(label(b))} />
    </Row>
  );
}
