import { createServer, Server, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** Just enough SMTP on 127.0.0.1 for nodemailer to hand over a message (no TLS, no auth). */
export class FakeSmtp {
  readonly messages: ReceivedMail[] = [];
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  async start(): Promise<number> {
    this.server = createServer((socket) => this.session(socket));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  private session(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 fake-smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            this.messages.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake-smtp\r\n');
        else if (command === 'MAIL') {
          mail.from = /<(.*)>/.exec(line)?.[1] ?? '';
          socket.write('250 OK\r\n');
        } else if (command === 'RCPT') {
          mail.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          socket.write('250 OK\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (command === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
