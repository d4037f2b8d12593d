import { formatPoints, tiebreakRule, type Tournament } from '@kingside/contract';
import { FILE_KIND_LABELS, formatSize, publicFiles } from '../../files/files.js';
import { dateRange, entryFeeText } from '../../format/format.js';
import { SYSTEM_LABELS } from '../systemLabels.js';
import { stateLabel } from '../state.js';
import { loadBrochureApi } from '../../printouts/lazyDownload.js';
import { PublicPdfButton } from './PublicPdfButton.js';

/** What a player wants to know before and during the event (TournamentInfo of the public page, in plain markup). */
export function PublicInfo({ tournament: t }: { tournament: Tournament }) {
  const place = [t.venue, t.city, t.federation].filter(Boolean).join(', ');
  const { logo, documents } = publicFiles(t.files);
  const facts = [
    { key: 'state', label: 'Now', value: stateLabel(t) },
    { key: 'system', label: 'System', value: `${SYSTEM_LABELS[t.system]}, ${t.rounds} rounds` },
    { key: 'dates', label: 'Dates', value: dateRange(t.startDate, t.endDate) },
    { key: 'place', label: 'Place', value: place },
    { key: 'time', label: 'Time control', value: t.timeControl },
    { key: 'rating', label: 'Rating', value: `FIDE ${t.ratingType}` },
    {
      key: 'points',
      label: 'Points',
      value: `win ${formatPoints(t.pointSystem.win)}, draw ${formatPoints(t.pointSystem.draw)}, loss ${formatPoints(t.pointSystem.loss)}; bye ${formatPoints(t.pabPoints)}`,
    },
    { key: 'tiebreaks', label: 'Tie-breaks', value: tiebreakRule(t) },
    { key: 'players', label: 'Players', value: String(t.playerCount) },
    { key: 'arbiter', label: 'Chief arbiter', value: t.chiefArbiter },
    { key: 'deputies', label: 'Deputy arbiters', value: t.deputyArbiters.join(', ') },
    { key: 'fee', label: 'Entry fee', value: t.entryFee === null ? null : entryFeeText(t.entryFee, t.currency) },
  ].filter((fact) => fact.value);
  return (
    <div className="ks-stack">
      {logo && <img src={logo.url} alt={`${t.name} logo`} className="ks-logo-image" />}
      <dl className="ks-facts">
        {facts.map((fact) => (
          <div key={fact.key} style={{ display: 'contents' }}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {documents.length > 0 && (
        <div className="ks-documents">
          <strong>Documents</strong>
          {documents.map((file) => (
            <a key={file.id} href={file.url} target="_blank" rel="noopener noreferrer">
              {file.kind === 'regulations' ? `${FILE_KIND_LABELS.regulations}: ` : ''}
              {file.name} <span className="ks-secondary">({formatSize(file.size)})</span>
            </a>
          ))}
        </div>
      )}
      {t.is_brochure && (
        <div>
          <PublicPdfButton
            label="Tournament brochure (PDF)"
            failure="The brochure PDF could not be made"
            fetchFile={async () => (await loadBrochureApi()).fetchBrochurePdf(t.id)}
          />
        </div>
      )}
    </div>
  );
}
