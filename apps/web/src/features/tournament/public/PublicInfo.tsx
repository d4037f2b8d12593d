import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { pointsRule, tiebreakRule, type Tournament } from '@kingside/contract';
import { FILE_KIND_LABELS, formatSize, publicFiles } from '../../files/files.js';
import { sayContract } from '../../languages/sayContract.js';
import { dateRange, entryFeeText } from '../../format/format.js';
import { FIDE_RATING_LABELS } from '../ratingLabels.js';
import { SYSTEM_LABELS } from '../systemLabels.js';
import { stateLabel } from '../state.js';
import { loadBrochureApi } from '../../printouts/lazyDownload.js';
import { PublicPdfButton } from './PublicPdfButton.js';

/** What a player wants to know before and during the event (TournamentInfo of the public page, in plain markup). */
export function PublicInfo({ tournament }: { tournament: Tournament }) {
  const { t } = useLingui();
  const system = t(SYSTEM_LABELS[tournament.system]);
  const rounds = tournament.rounds;
  const name = tournament.name;
  const regulations = t(FILE_KIND_LABELS.regulations);
  const place = [tournament.venue, tournament.city, tournament.federation].filter(Boolean).join(', ');
  const { logo, documents } = publicFiles(tournament.files);
  const facts = [
    { key: 'state', label: t`Now`, value: stateLabel(tournament) },
    { key: 'system', label: t`System`, value: t`${system}, ${plural(rounds, { one: '# round', other: '# rounds' })}` },
    { key: 'dates', label: t`Dates`, value: dateRange(tournament.startDate, tournament.endDate) },
    { key: 'place', label: t`Place`, value: place },
    { key: 'time', label: t`Time control`, value: tournament.timeControl },
    { key: 'rating', label: t`Rating`, value: t(FIDE_RATING_LABELS[tournament.ratingType]) },
    {
      key: 'points',
      label: t`Points`,
      value: sayContract(pointsRule(tournament)),
    },
    { key: 'tiebreaks', label: t`Tie-breaks`, value: sayContract(tiebreakRule(tournament)) },
    { key: 'players', label: t`Players`, value: String(tournament.playerCount) },
    { key: 'arbiter', label: t`Chief arbiter`, value: tournament.chiefArbiter },
    { key: 'deputies', label: t`Deputy arbiters`, value: tournament.deputyArbiters.join(', ') },
    { key: 'fee', label: t`Entry fee`, value: tournament.entryFee === null ? null : entryFeeText(tournament.entryFee, tournament.currency) },
  ].filter((fact) => fact.value);
  return (
    <div className="ks-stack">
      {logo && <img src={logo.url} alt={t`${name} logo`} className="ks-logo-image" />}
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
          <strong>
            <Trans>Documents</Trans>
          </strong>
          {documents.map((file) => {
            const fileName = file.name;
            return (
              <a key={file.id} href={file.url} target="_blank" rel="noopener noreferrer">
                {file.kind === 'regulations' ? t`${regulations}: ${fileName}` : fileName} <span className="ks-secondary">({formatSize(file.size)})</span>
              </a>
            );
          })}
        </div>
      )}
      {tournament.is_brochure && (
        <div>
          <PublicPdfButton
            label={t`Tournament brochure (PDF)`}
            failure={t`The brochure PDF could not be made`}
            fetchFile={async () => (await loadBrochureApi()).fetchBrochurePdf(tournament.id)}
          />
        </div>
      )}
    </div>
  );
}
