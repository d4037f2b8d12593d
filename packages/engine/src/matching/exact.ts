// An exact maximum-weight matching kept as the reference the fast one is tested
// against (dynamic.test.ts): Edmonds' blossom algorithm in Galil's O(n³) primal-dual
// form, every weight and dual a BigInt, every solve from scratch. It follows the
// structure of Joris van Rantwijk's public-domain mwmatching (labels S=1/T=2, blossom
// bookkeeping by edge endpoints 2k / 2k+1) and is itself checked against exhaustive
// search (exact.test.ts).

export interface WeightedEdge {
  u: number;
  v: number;
  /** must be > 0 */
  weight: bigint;
}

/** A maximum-weight matching as mate[v] (partner, or -1). */
export function exactMaximumWeightMatching(nvertex: number, edges: readonly WeightedEdge[]): Int32Array {
  const nedge = edges.length;
  const res = new Int32Array(nvertex).fill(-1);
  if (nedge === 0) return res;
  let maxweight = 0n;
  for (const e of edges) if (e.weight > maxweight) maxweight = e.weight;
  const endpoint: number[] = [];
  for (const e of edges) endpoint.push(e.u, e.v);
  const neighbend: number[][] = Array.from({ length: nvertex }, () => []);
  edges.forEach((e, k) => {
    neighbend[e.u].push(2 * k + 1);
    neighbend[e.v].push(2 * k);
  });
  const mate = new Array<number>(nvertex).fill(-1);
  const label = new Array<number>(2 * nvertex).fill(0);
  const labelend = new Array<number>(2 * nvertex).fill(-1);
  const inblossom = Array.from({ length: nvertex }, (_, i) => i);
  const blossomparent = new Array<number>(2 * nvertex).fill(-1);
  const blossomchilds = new Array<number[] | null>(2 * nvertex).fill(null);
  const blossombase = [...Array.from({ length: nvertex }, (_, i) => i), ...new Array<number>(nvertex).fill(-1)];
  const blossomendps = new Array<number[] | null>(2 * nvertex).fill(null);
  const bestedge = new Array<number>(2 * nvertex).fill(-1);
  const blossombestedges = new Array<number[] | null>(2 * nvertex).fill(null);
  const unusedblossoms = Array.from({ length: nvertex }, (_, i) => nvertex + i);
  const dualvar = [...new Array<bigint>(nvertex).fill(maxweight), ...new Array<bigint>(nvertex).fill(0n)];
  const allowedge = new Array<boolean>(nedge).fill(false);
  let queue: number[] = [];
  const W = (k: number) => edges[k].weight;
  const slack = (k: number) => dualvar[edges[k].u] + dualvar[edges[k].v] - 2n * W(k);
  function* blossomLeaves(b: number): Generator<number> {
    if (b < nvertex) yield b;
    else
      for (const t of blossomchilds[b]!) {
        if (t < nvertex) yield t;
        else yield* blossomLeaves(t);
      }
  }
  const assignLabel = (w: number, t: number, p: number) => {
    const b = inblossom[w];
    label[w] = label[b] = t;
    labelend[w] = labelend[b] = p;
    bestedge[w] = bestedge[b] = -1;
    if (t === 1) queue.push(...blossomLeaves(b));
    else {
      const base = blossombase[b];
      assignLabel(endpoint[mate[base]], 1, mate[base] ^ 1);
    }
  };
  const scanBlossom = (v0: number, w0: number) => {
    const path: number[] = [];
    let base = -1;
    let v = v0,
      w = w0;
    while (v !== -1 || w !== -1) {
      let b = inblossom[v];
      if (label[b] & 4) {
        base = blossombase[b];
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelend[b] === -1) v = -1;
      else {
        v = endpoint[labelend[b]];
        b = inblossom[v];
        v = endpoint[labelend[b]];
      }
      if (w !== -1) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (const b of path) label[b] = 1;
    return base;
  };
  const addBlossom = (base: number, k: number) => {
    let v = edges[k].u,
      w = edges[k].v;
    const bb = inblossom[base];
    let bv = inblossom[v];
    let bw = inblossom[w];
    const b = unusedblossoms.pop()!;
    blossombase[b] = base;
    blossomparent[b] = -1;
    blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    blossomchilds[b] = path;
    blossomendps[b] = endps;
    while (bv !== bb) {
      blossomparent[bv] = b;
      path.push(bv);
      endps.push(labelend[bv]);
      v = endpoint[labelend[bv]];
      bv = inblossom[v];
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomparent[bw] = b;
      path.push(bw);
      endps.push(labelend[bw] ^ 1);
      w = endpoint[labelend[bw]];
      bw = inblossom[w];
    }
    label[b] = 1;
    labelend[b] = labelend[bb];
    dualvar[b] = 0n;
    for (const x of blossomLeaves(b)) {
      if (label[inblossom[x]] === 2) queue.push(x);
      inblossom[x] = b;
    }
    const bestedgeto = new Array<number>(2 * nvertex).fill(-1);
    for (const bv2 of path) {
      let nblists: number[][];
      if (blossombestedges[bv2] === null) nblists = [...blossomLeaves(bv2)].map((x) => neighbend[x].map((p) => p >> 1));
      else nblists = [blossombestedges[bv2]];
      for (const nblist of nblists)
        for (const k2 of nblist) {
          let i = edges[k2].u,
            j = edges[k2].v;
          if (inblossom[j] === b) {
            const t = i;
            i = j;
            j = t;
          }
          const bj = inblossom[j];
          if (bj !== b && label[bj] === 1 && (bestedgeto[bj] === -1 || slack(k2) < slack(bestedgeto[bj]))) bestedgeto[bj] = k2;
        }
      blossombestedges[bv2] = null;
      bestedge[bv2] = -1;
    }
    blossombestedges[b] = bestedgeto.filter((k2) => k2 !== -1);
    bestedge[b] = -1;
    for (const k2 of blossombestedges[b]) if (bestedge[b] === -1 || slack(k2) < slack(bestedge[b])) bestedge[b] = k2;
  };
  const expandBlossom = (b: number, endstage: boolean) => {
    for (const s of blossomchilds[b]!) {
      blossomparent[s] = -1;
      if (s < nvertex) inblossom[s] = s;
      else if (endstage && dualvar[s] === 0n) expandBlossom(s, endstage);
      else for (const v of blossomLeaves(s)) inblossom[v] = s;
    }
    if (!endstage && label[b] === 2) {
      const entrychild = inblossom[endpoint[labelend[b] ^ 1]];
      const childs = blossomchilds[b]!;
      const endps = blossomendps[b]!;
      let j = childs.indexOf(entrychild);
      let jstep: number, endptrick: number;
      if (j & 1) {
        j -= childs.length;
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      const at = (arr: number[], i: number) => arr[((i % arr.length) + arr.length) % arr.length];
      let p = labelend[b];
      while (j !== 0) {
        label[endpoint[p ^ 1]] = 0;
        label[endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]] = 0;
        assignLabel(endpoint[p ^ 1], 2, p);
        allowedge[at(endps, j - endptrick) >> 1] = true;
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        allowedge[p >> 1] = true;
        j += jstep;
      }
      let bv = at(childs, j);
      label[endpoint[p ^ 1]] = label[bv] = 2;
      labelend[endpoint[p ^ 1]] = labelend[bv] = p;
      bestedge[bv] = -1;
      j += jstep;
      while (at(childs, j) !== entrychild) {
        bv = at(childs, j);
        if (label[bv] === 1) {
          j += jstep;
          continue;
        }
        let vv = -1;
        for (const v of blossomLeaves(bv))
          if (label[v] !== 0) {
            vv = v;
            break;
          }
        if (vv !== -1) {
          label[vv] = 0;
          label[endpoint[mate[blossombase[bv]]]] = 0;
          assignLabel(vv, 2, labelend[vv]);
        }
        j += jstep;
      }
    }
    label[b] = labelend[b] = -1;
    blossomchilds[b] = blossomendps[b] = null;
    blossombase[b] = -1;
    blossombestedges[b] = null;
    bestedge[b] = -1;
    unusedblossoms.push(b);
  };
  const augmentBlossom = (b: number, v: number) => {
    let t = v;
    while (blossomparent[t] !== b) t = blossomparent[t];
    if (t >= nvertex) augmentBlossom(t, v);
    const childs = blossomchilds[b]!;
    const endps = blossomendps[b]!;
    const at = (arr: number[], i: number) => arr[((i % arr.length) + arr.length) % arr.length];
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number, endptrick: number;
    if (i & 1) {
      j -= childs.length;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
    while (j !== 0) {
      j += jstep;
      t = at(childs, j);
      const p = at(endps, j - endptrick) ^ endptrick;
      if (t >= nvertex) augmentBlossom(t, endpoint[p]);
      j += jstep;
      t = at(childs, j);
      if (t >= nvertex) augmentBlossom(t, endpoint[p ^ 1]);
      mate[endpoint[p]] = p ^ 1;
      mate[endpoint[p ^ 1]] = p;
    }
    blossomchilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    blossomendps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    blossombase[b] = blossombase[blossomchilds[b][0]];
  };
  const augmentMatching = (k: number) => {
    for (const [s0, p0] of [
      [edges[k].u, 2 * k + 1],
      [edges[k].v, 2 * k],
    ]) {
      let s = s0,
        p = p0;
      for (;;) {
        const bs = inblossom[s];
        if (bs >= nvertex) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelend[bs] === -1) break;
        const t = endpoint[labelend[bs]];
        const bt = inblossom[t];
        s = endpoint[labelend[bt]];
        const j = endpoint[labelend[bt] ^ 1];
        if (bt >= nvertex) augmentBlossom(bt, j);
        mate[j] = labelend[bt];
        p = labelend[bt] ^ 1;
      }
    }
  };
  for (let t = 0; t < nvertex; t++) {
    label.fill(0);
    bestedge.fill(-1);
    for (let b = nvertex; b < 2 * nvertex; b++) blossombestedges[b] = null;
    allowedge.fill(false);
    queue = [];
    for (let v = 0; v < nvertex; v++) if (mate[v] === -1 && label[inblossom[v]] === 0) assignLabel(v, 1, -1);
    let augmented = false;
    for (;;) {
      while (queue.length && !augmented) {
        const v = queue.pop()!;
        for (const p of neighbend[v]) {
          const k = p >> 1;
          const w = endpoint[p];
          if (inblossom[v] === inblossom[w]) continue;
          let kslack = 0n;
          if (!allowedge[k]) {
            kslack = slack(k);
            if (kslack <= 0n) allowedge[k] = true;
          }
          if (allowedge[k]) {
            if (label[inblossom[w]] === 0) assignLabel(w, 2, p ^ 1);
            else if (label[inblossom[w]] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelend[w] = p ^ 1;
            }
          } else if (label[inblossom[w]] === 1) {
            const b = inblossom[v];
            if (bestedge[b] === -1 || kslack < slack(bestedge[b])) bestedge[b] = k;
          } else if (label[w] === 0) {
            if (bestedge[w] === -1 || kslack < slack(bestedge[w])) bestedge[w] = k;
          }
        }
      }
      if (augmented) break;
      let deltatype = 1;
      let delta = -1n;
      let deltaedge = -1;
      let deltablossom = -1;
      let first = true;
      for (let v = 0; v < nvertex; v++)
        if (first || dualvar[v] < delta) {
          delta = dualvar[v];
          first = false;
        }
      for (let v = 0; v < nvertex; v++)
        if (label[inblossom[v]] === 0 && bestedge[v] !== -1) {
          const d = slack(bestedge[v]);
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 2;
            deltaedge = bestedge[v];
          }
        }
      for (let b = 0; b < 2 * nvertex; b++)
        if (blossomparent[b] === -1 && label[b] === 1 && bestedge[b] !== -1) {
          const kslack = slack(bestedge[b]);
          const d = kslack / 2n;
          if (d < delta) {
            delta = d;
            deltatype = 3;
            deltaedge = bestedge[b];
          }
        }
      for (let b = nvertex; b < 2 * nvertex; b++)
        if (blossombase[b] >= 0 && blossomparent[b] === -1 && label[b] === 2 && dualvar[b] < delta) {
          delta = dualvar[b];
          deltatype = 4;
          deltablossom = b;
        }
      for (let v = 0; v < nvertex; v++) {
        if (label[inblossom[v]] === 1) dualvar[v] -= delta;
        else if (label[inblossom[v]] === 2) dualvar[v] += delta;
      }
      for (let b = nvertex; b < 2 * nvertex; b++)
        if (blossombase[b] >= 0 && blossomparent[b] === -1) {
          if (label[b] === 1) dualvar[b] += delta;
          else if (label[b] === 2) dualvar[b] -= delta;
        }
      if (deltatype === 1) break;
      else if (deltatype === 2) {
        allowedge[deltaedge] = true;
        let i = edges[deltaedge].u;
        if (label[inblossom[i]] === 0) i = edges[deltaedge].v;
        queue.push(i);
      } else if (deltatype === 3) {
        allowedge[deltaedge] = true;
        queue.push(edges[deltaedge].u);
      } else expandBlossom(deltablossom, false);
    }
    if (!augmented) break;
    for (let b = nvertex; b < 2 * nvertex; b++)
      if (blossomparent[b] === -1 && blossombase[b] >= 0 && label[b] === 1 && dualvar[b] === 0n) expandBlossom(b, true);
  }
  for (let v = 0; v < nvertex; v++) res[v] = mate[v] >= 0 ? endpoint[mate[v]] : -1;
  return res;
}
