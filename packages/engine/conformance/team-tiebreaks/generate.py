"""Random team events from a seed, written as TRF-2026 team files for FIDE TEC's tie-break checker.

    python3 generate.py SEED            a team Swiss, match points primary (192 FIDE_TEAM_TYPEA_MP_GP)
    python3 generate.py SEED gp         the same with game points primary (192 FIDE_TEAM_TYPEA_GP_MP)
    python3 generate.py SEED rr         a team round robin (an even number of teams; no 192 record)

The Swiss pairs teams in score order, no two teams twice (a rough Swiss: the tie-breaks do not care how
the pairings were made; a seed that cannot be paired so stops with a message) and gives the lowest team not yet given one the pairing-allocated bye (320, its
boards `U`); now and then a team asks for a bye (240 H/Z/F) or a whole match is forfeited (330, its
boards written without an opponent). In a match each team fields the first N present players of its
roster; short of N, its first absent players fill the lineup in roster order and lose their boards by
forfeit. Board results are random: wins, draws, losses, forfeits and double forfeits.
"""
import random, sys


def gen(seed, rr=False, gp_primary=False):
    rnd = random.Random(seed)
    nteams = rnd.choice([4, 6, 8]) if rr else rnd.randint(6, 12)
    boards = rnd.randint(2, 5)
    rounds = (nteams - 1 if nteams % 2 == 0 else nteams) if rr else min(rnd.randint(4, 7), nteams - 1)
    players = []  # (sno, rating, team)
    rosters = []
    sno = 0
    for t in range(nteams):
        size = boards + rnd.randint(0, 2)
        base = rnd.randint(1700, 2500)
        roster = []
        for b in range(size):
            sno += 1
            rating = max(1000, base - 30*b + rnd.randint(-60, 60))
            players.append([sno, rating, t+1]); roster.append(sno)
        rosters.append(roster)
    entries = {p[0]: [None]*rounds for p in players}
    mp = [0]*(nteams+1); gp=[0.0]*(nteams+1)
    met = set()
    pab = [0]*rounds; forfeits = []; byes = []
    def berger(n):
        ts = list(range(1, n+1)) + ([0] if n % 2 else [])
        m = len(ts); out=[]
        for r in range(m-1):
            pairs=[]
            for i in range(m//2):
                a,b = ts[i], ts[m-1-i]
                pairs.append((a,b) if (r+i)%2==0 else (b,a))
            out.append(pairs)
            ts = [ts[0]] + [ts[-1]] + ts[1:-1]
        return out
    table = berger(nteams) if rr else None
    for r in range(rounds):
        if rr:
            pairs = [(a,b) for a,b in table[r] if a and b]
            if nteams % 2:
                paired = {x for p in pairs for x in p}
                pab_team = [t for t in range(1,nteams+1) if t not in paired][0]
        else:
            avail = list(range(1, nteams+1))
            # a team asks for a bye now and then
            for t in list(avail):
                if r>0 and rnd.random() < 0.04:
                    avail.remove(t); byes.append((r, t, rnd.choice('HZF')))
            order = sorted(avail, key=lambda t: (-mp[t], -gp[t], t))
            pab_team = 0
            if len(order) % 2:
                for t in reversed(order):
                    if (t, 0) not in met: pab_team = t; break
                else: pab_team = order[-1]
                order.remove(pab_team); met.add((pab_team,0))
            def pair(rest):
                # The first team in score order with the first it has not met whose own pairing leaves
                # the rest pairable (no two teams meet twice, C.04.6 art. 2.1.1 [C1]).
                if not rest: return []
                a = rest[0]
                for x in rest[1:]:
                    if (min(a,x),max(a,x)) in met: continue
                    tail = pair([t for t in rest[1:] if t != x])
                    if tail is not None: return [(a, x)] + tail
                return None
            found = pair(order)
            if found is None: raise SystemExit(f"seed {seed}: round {r+1} cannot be paired without a repeat")
            pairs = [(a,b) if rnd.random()<0.5 else (b,a) for a,b in found]
        if not rr and pab_team:
            pab[r] = pab_team
            mp[pab_team] += 1; gp[pab_team] += boards/2
            for p in rosters[pab_team-1][:boards]:
                entries[p][r] = (0, '-', 'U')
        for (w,b) in pairs:
            met.add((min(w,b),max(w,b)))
            if rnd.random() < 0.04:
                kind = rnd.choice(['+-','-+','--'])
                forfeits.append((r, w, b, kind))
                # The boards of a match forfeited as a whole: each player of the first boards without an opponent.
                for team, sign in ((w, kind[0]), (b, kind[1])):
                    for p in rosters[team-1][:boards]:
                        entries[p][r] = (0, '-', sign)
                mp[w] += 2 if kind=='+-' else 0; mp[b] += 2 if kind=='-+' else 0
                gp[w] += boards if kind=='+-' else 0; gp[b] += boards if kind=='-+' else 0
                continue
            absent = set()
            def lineup(t):
                # The first N present players of the roster; short of N, the first absent ones fill the
                # lineup in roster order and lose their boards by forfeit.
                ro = rosters[t-1]
                present = [p for p in ro if rnd.random() > 0.12][:boards]
                missing = [p for p in ro if p not in present][:boards - len(present)]
                absent.update(missing)
                return [p for p in ro if p in present or p in missing]
            lw, lb = lineup(w), lineup(b)
            if any(lw[k] in absent and lb[k] in absent for k in range(boards)):
                absent.difference_update(lb)
            sw=sb=0.0
            for k in range(boards):
                pw = lw[k] if lw[k] not in absent else None
                pb = lb[k] if lb[k] not in absent else None
                white_is_w = (k % 2 == 0)
                if pw and pb:
                    x = rnd.random()
                    if x < 0.03: res = ('+','-')
                    elif x < 0.06: res = ('-','+')
                    elif x < 0.07: res = ('-','-')
                    else: res = rnd.choice([('1','0'),('0','1'),('=','=')])
                    cw = 'w' if white_is_w else 'b'; cb = 'b' if white_is_w else 'w'
                    entries[pw][r] = (pb, cw, res[0]); entries[pb][r] = (pw, cb, res[1])
                    pts = {'1':1,'0':0,'=':0.5,'+':1,'-':0}
                    sw += pts[res[0]]; sb += pts[res[1]]
                elif pw or pb:
                    # The short team's first absent player is named and loses the board by forfeit.
                    short = b if pw else w
                    if pw: pb = lb[k]
                    else: pw = lw[k]
                    cw = 'w' if white_is_w else 'b'; cb = 'b' if white_is_w else 'w'
                    res = ('+','-') if short == b else ('-','+')
                    entries[pw][r] = (pb, cw, res[0]); entries[pb][r] = (pw, cb, res[1])
                    if short == b: sw += 1
                    else: sb += 1
            gp[w]+=sw; gp[b]+=sb
            if sw>sb: mp[w]+=2
            elif sb>sw: mp[b]+=2
            else: mp[w]+=1; mp[b]+=1
    for (r,t,k) in byes:
        mp[t] += {'F':2,'H':1,'Z':0}[k]; gp[t] += {'F':boards,'H':boards/2,'Z':0}[k]
    L=[]
    L.append(f"012 Generated team event {seed}")
    L.append("042 2026/02/10")
    L.append("052 2026/02/20")
    L.append(f"062 {len(players)}")
    L.append(f"082 {nteams}")
    L.append(f"092 {'Team round robin' if rr else 'Team Swiss'}")
    L.append(f"142 {rounds}")
    L.append("152 W")
    if not rr: L.append('192 FIDE_TEAM_TYPEA_GP_MP' if gp_primary else '192 FIDE_TEAM_TYPEA_MP_GP')
    L.append("362 TW 2.0   TD 1.0   TL 0.0")
    for sno, rating, t in players:
        pts = 0.0
        line = f"001 {sno:4d}      {'Player %d' % sno:<33} {rating:4d} FID {sno:11d} {'':10} "
        s=''
        for e in entries[sno]:
            if e is None: s += "          "; continue
            o,c,res = e
            pts += {'1':1,'0':0,'=':0.5,'+':1,'-':0,'U':0.5}[res]
            s += f"  {('0000' if o==0 else '%4d'%o)} {c} {res}"
        line += f"{pts:4.1f} {sno:4d}" + s
        L.append(line.rstrip())
    for t in range(1, nteams+1):
        line = f"310 {t:3d} {'Team %d' % t:<32} {'':5} {'':6} {mp[t]:6.1f} {gp[t]:6.1f} {t:3d} "
        line += ''.join(f" {p:4d}" for p in rosters[t-1])
        L.append(line)
    if any(pab):
        L.append(f"320 {1.0:4.1f} {boards/2:4.1f}" + ''.join(f"{x:4d}" for x in pab))
    for (r,w,b,k) in forfeits:
        L.append(f"330 {k} {r+1:3d} {w:3d} {b:3d}")
    for (r,t,k) in byes:
        L.append(f"240 {k} {r+1:3d} {t:4d}")
    return "\r\n".join(L) + "\r\n"
if __name__ == '__main__':
    seed = int(sys.argv[1]); kind = sys.argv[2] if len(sys.argv) > 2 else ''
    sys.stdout.write(gen(seed, rr=kind == 'rr', gp_primary=kind == 'gp'))
