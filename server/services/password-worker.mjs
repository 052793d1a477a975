// One scrypt, on a thread of the hashing pool (services/passwords.ts). The synchronous scrypt keeps the
// work on this thread: the async one would go back to libuv's shared threads, which serve the static files.
// Plain JavaScript, so Node loads it as it is under tsx (npm start), vitest and the CLI alike.
import { scryptSync } from 'node:crypto';

export default ({ password, salt, keyLength, options }) => scryptSync(password, salt, keyLength, options);
