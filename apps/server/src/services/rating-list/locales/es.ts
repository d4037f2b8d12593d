import type { Translations } from '@kingside/contract';

export default {
  '{count, plural, one {# player found} other {# players found}}': '{count, plural, one {# jugador encontrado} other {# jugadores encontrados}}',
  'No rating list has been imported yet': 'Todavía no se ha importado ninguna lista de rating',
  'Rating list of {date}': 'Lista de rating del {date}',
  'Send the list as multipart/form-data, in the field "file"': 'Envíe la lista como multipart/form-data, en el campo "file"',
  'Send one list file, in the field "file"': 'Envíe un solo archivo de lista, en el campo "file"',
  '{field}: {problem}': '{field}: {problem}',
  'The file name must not contain a NUL character': 'El nombre del archivo no debe contener el carácter NUL',
  'Choose the list file to upload (field "file")': 'Elija el archivo de lista que quiere subir (campo "file")',
  'The import has started': 'La importación ha comenzado',
  'No such import': 'No existe esa importación',
  'The list is imported': 'La lista está importada',
  'The import failed; the previous list is still in use': 'La importación falló; la lista anterior sigue en uso',
  Importing: 'Importando',
  'An import of the rating list is running already; wait for it to finish': 'Ya hay una importación de la lista de rating en curso; espere a que termine',
  'The tournament has finished; its players can no longer change': 'El torneo ha terminado; sus jugadores ya no pueden cambiar',
  'No FIDE rating list has been imported yet; an admin imports one under Admin → FIDE list':
    'Todavía no se ha importado ninguna lista de rating FIDE; un administrador la importa en Administración → Lista de rating FIDE',
  'Every player matches the list of {date}; nothing changed': 'Todos los jugadores coinciden con la lista del {date}; no ha cambiado nada',
  '{count, plural, one {# player updated from the list of {date}; pairing numbers recomputed} other {# players updated from the list of {date}; pairing numbers recomputed}}':
    '{count, plural, one {# jugador actualizado con la lista del {date}; números de emparejamiento recalculados} other {# jugadores actualizados con la lista del {date}; números de emparejamiento recalculados}}',
  '{count, plural, one {# player updated from the list of {date}} other {# players updated from the list of {date}}}':
    '{count, plural, one {# jugador actualizado con la lista del {date}} other {# jugadores actualizados con la lista del {date}}}',
  'Every player matches the list of {date}': 'Todos los jugadores coinciden con la lista del {date}',
  '{count, plural, one {# player would change with the list of {date}} other {# players would change with the list of {date}}}':
    '{count, plural, one {# jugador cambiaría con la lista del {date}} other {# jugadores cambiarían con la lista del {date}}}',
  '{count, plural, one {# player not on the list (kept as entered)} other {# players not on the list (kept as entered)}}':
    '{count, plural, one {# jugador no está en la lista (se conserva tal como se introdujo)} other {# jugadores no están en la lista (se conservan tal como se introdujeron)}}',
  '{first}; {rest}': '{first}; {rest}',
} satisfies Translations;
