package battleledger.ledger.bench;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.ConcurrentLinkedDeque;

/**
 * The driver's HTTP/1.1 client for reads (issue 18): blocking, one kept-alive connection per request in flight,
 * taken from and given back to a pool, so a read is one write and one read on the caller's own thread. The JDK's
 * {@code java.net.http} client hands every exchange between the caller, its selector thread and an executor: on
 * the 2 cores the driver shares with the service, those hand-offs cost ~100 µs of CPU per read and put three more
 * runnable threads per read in the queue the service's threads wait in, which is the driver measuring itself.
 */
final class PlainHttp implements AutoCloseable {

    /** A status and a body. */
    record Answer(int statusCode, String body) {
    }

    private final String host;
    private final int port;
    private final ConcurrentLinkedDeque<Connection> idle = new ConcurrentLinkedDeque<>();

    PlainHttp(String base) {
        URI uri = URI.create(base);
        this.host = uri.getHost();
        this.port = uri.getPort();
    }

    /** GET {@code path}; a kept-alive connection the service has closed meanwhile is replaced once. */
    Answer get(String path, String authorization) throws IOException {
        byte[] request = ("GET " + path + " HTTP/1.1\r\nHost: " + host + ":" + port + "\r\nAuthorization: "
                + authorization + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
        Connection pooled = idle.pollFirst();
        if (pooled != null) {
            try {
                return pooled.exchange(request, this);
            } catch (IOException stale) {
                pooled.close();
            }
        }
        Connection fresh = new Connection(host, port);
        try {
            return fresh.exchange(request, this);
        } catch (IOException e) {
            fresh.close();
            throw e;
        }
    }

    @Override
    public void close() {
        for (Connection c; (c = idle.pollFirst()) != null; ) {
            c.close();
        }
    }

    private static final class Connection {
        private final Socket socket;
        private final InputStream in;
        private final OutputStream out;

        Connection(String host, int port) throws IOException {
            socket = new Socket();
            socket.setTcpNoDelay(true);
            socket.setSoTimeout(60_000);
            socket.connect(new InetSocketAddress(host, port), 5_000);
            in = new BufferedInputStream(socket.getInputStream(), 16 * 1024);
            out = socket.getOutputStream();
        }

        Answer exchange(byte[] request, PlainHttp pool) throws IOException {
            out.write(request);
            out.flush();
            String status = line();
            if (status == null || !status.startsWith("HTTP/1.1 ")) {
                throw new IOException("no HTTP answer: " + status);
            }
            int code = Integer.parseInt(status.substring(9, 12));
            long length = -1;
            boolean chunked = false;
            boolean keepAlive = true;
            for (String header = line(); header != null && !header.isEmpty(); header = line()) {
                int colon = header.indexOf(':');
                if (colon < 0) {
                    continue; // not a header: nothing the driver needs
                }
                String name = header.substring(0, colon).trim().toLowerCase(Locale.ROOT);
                String value = header.substring(colon + 1).trim();
                switch (name) {
                    case "content-length" -> length = Long.parseLong(value);
                    case "transfer-encoding" -> chunked = value.toLowerCase(Locale.ROOT).contains("chunked");
                    case "connection" -> keepAlive = !value.equalsIgnoreCase("close");
                    default -> { }
                }
            }
            ByteArrayOutputStream body = new ByteArrayOutputStream(length > 0 ? (int) length : 1024);
            if (code == 204 || code == 304 || code / 100 == 1) {
                // no body, whatever the headers say (RFC 9112, 6.3)
            } else if (chunked) {
                for (int size = Integer.parseInt(line().split(";")[0].trim(), 16); size > 0;
                     size = Integer.parseInt(line().split(";")[0].trim(), 16)) {
                    copy(size, body);
                    line();
                }
                for (String trailer = line(); trailer != null && !trailer.isEmpty(); trailer = line()) {
                    // trailers: none expected
                }
            } else if (length >= 0) {
                copy(length, body);
            } else {
                in.transferTo(body);
                keepAlive = false;
            }
            if (keepAlive) {
                pool.idle.offerFirst(this);
            } else {
                close();
            }
            return new Answer(code, body.toString(StandardCharsets.UTF_8));
        }

        private void copy(long n, ByteArrayOutputStream to) throws IOException {
            byte[] buffer = new byte[8192];
            for (long left = n; left > 0; ) {
                int read = in.read(buffer, 0, (int) Math.min(buffer.length, left));
                if (read < 0) {
                    throw new IOException("the answer ended early");
                }
                to.write(buffer, 0, read);
                left -= read;
            }
        }

        /** One header line without its CRLF; null at the end of the stream. */
        private String line() throws IOException {
            StringBuilder s = new StringBuilder(64);
            for (int b = in.read(); ; b = in.read()) {
                if (b < 0) {
                    return s.isEmpty() ? null : s.toString();
                }
                if (b == '\n') {
                    int end = s.length();
                    return end > 0 && s.charAt(end - 1) == '\r' ? s.substring(0, end - 1) : s.toString();
                }
                s.append((char) b);
            }
        }

        void close() {
            try {
                socket.close();
            } catch (IOException ignored) {
                // closing anyway
            }
        }
    }
}
