import { describe, expect, it } from 'vitest';
import { formattingSample } from '../features/format/format.js';
import { SERVER_RENDER_ID, serverRenderScript, type ServerRender } from './embedded.js';

const hostile = 'Eve </script><script>alert(1)</script> <!-- & \u2028';

const render: ServerRender = {
  path: '/tournaments',
  formatting: formattingSample(),
  answers: [{ queryKey: ['tournament', 'details', 'x'], data: { name: hostile }, updatedAt: 1 }],
};

describe('the data a server-rendered page embeds', () => {
  it('is one JSON script element that no user-entered text can end early, and reads back unchanged', () => {
    const script = serverRenderScript(render);
    expect(script.startsWith(`<script type="application/json" id="${SERVER_RENDER_ID}">`)).toBe(true);
    expect(script.match(/<\/script/gi)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    const json = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual(render);
  });
});
