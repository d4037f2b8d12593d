export const USAGE = `Usage:
  kingside pair --dutch IN.trf -p [OUT]   pair the next round (FIDE Dutch system); OUT or stdout gets
                                          the number of pairs, then "white black" per board, the bye as "id 0"
  kingside pair --dutch IN.trf -c         re-pair every round of IN.trf and list the differences
  kingside pair --dubov IN.trf -p [OUT]   the same by the FIDE Dubov system (C.04.4.1)
  kingside pair --dubov IN.trf -c
  kingside pair --burstein IN.trf -p [OUT]
                                          the same by the FIDE Burstein system (C.04.4.2)
  kingside pair --burstein IN.trf -c
  kingside pair --team IN.trf -p [OUT]    pair the next round of a TRF-2026 team file (FIDE team Swiss,
                                          C.04.6): the number of lines, "white black" per match (team
                                          numbers, board 1's colour), the bye as "team 0"
  kingside pair --team IN.trf -c          re-pair the last round of IN.trf and list the differences
  kingside trf IN.trf                     write IN.trf back on stdout: every line and field as read, plus the
                                          TRF-2026 records a TRF(x) file lacks (142, 152, 162, 250); a team
                                          file with its team records (310, 320, 330, 352, 362, …)
  kingside berger N [--double]            the FIDE Berger table for N players as JSON
  kingside tiebreaks IN.trf -t CODE… [--rr] [--round N]
                                          FIDE tie-breaks as TSV: StartNo, Rank, one column per code
                                          (e.g. PTS BH/C1 SB ARO/C1); --rr round-robin rules; of a team
                                          file, a row per team, codes on match or game points (BH:GP/C1)

Exit codes: 0 done, 1 no valid pairing (or -c found differences), 2 internal error,
            3 invalid input, 4 too large, 5 file not readable or writable.
`;
