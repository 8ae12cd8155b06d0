package battleledger.ledger.bench;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The driver's HTTP/1.1 client for reads (issue 18): it reads an answer by its length and in chunks, keeps the
 * connection for the next request, and replaces a kept connection the server has closed meanwhile. A scripted server
 * on a socket answers each connection's requests in turn.
 */
class PlainHttpTest {

    private ServerSocket server;
    private final List<String> answers = new CopyOnWriteArrayList<>();
    private final List<String> requestLines = new CopyOnWriteArrayList<>();
    private final AtomicInteger connections = new AtomicInteger();
    private volatile int answersPerConnection = Integer.MAX_VALUE;

    @BeforeEach
    void start() throws IOException {
        server = new ServerSocket(0);
        Thread t = new Thread(() -> {
            while (!server.isClosed()) {
                try (Socket s = server.accept()) {
                    connections.incrementAndGet();
                    serve(s);
                } catch (IOException e) {
                    // closed
                }
            }
        }, "scripted-server");
        t.setDaemon(true);
        t.start();
    }

    @AfterEach
    void stop() throws IOException {
        server.close();
    }

    @Test
    void anAnswerIsReadByItsLengthAndTheConnectionIsKeptForTheNext() throws IOException {
        answers.add(answer(200, "Content-Length: 7", "[1,2,3]"));
        answers.add(answer(404, "Content-Length: 2", "{}"));
        try (PlainHttp http = new PlainHttp("http://127.0.0.1:" + server.getLocalPort())) {
            assertThat(http.get("/encounters/a/combatants", "Bearer t")).isEqualTo(new PlainHttp.Answer(200, "[1,2,3]"));
            assertThat(http.get("/encounters/b", "Bearer t")).isEqualTo(new PlainHttp.Answer(404, "{}"));
        }
        assertThat(connections.get()).as("one connection for both").isEqualTo(1);
        assertThat(requestLines).containsExactly("GET /encounters/a/combatants HTTP/1.1", "GET /encounters/b HTTP/1.1");
    }

    @Test
    void anAnswerWithoutABodyIsNotWaitedForAndALineThatIsNoHeaderIsPassedOver() throws IOException {
        answers.add("HTTP/1.1 204 No Content\r\nnot a header\r\n\r\n");
        answers.add(answer(200, "Content-Length: 2", "ok"));
        try (PlainHttp http = new PlainHttp("http://127.0.0.1:" + server.getLocalPort())) {
            assertThat(http.get("/none", "Bearer t")).isEqualTo(new PlainHttp.Answer(204, ""));
            assertThat(http.get("/some", "Bearer t")).isEqualTo(new PlainHttp.Answer(200, "ok"));
        }
        assertThat(connections.get()).isEqualTo(1);
    }

    @Test
    void aChunkedAnswerIsPutTogether() throws IOException {
        answers.add("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n[\"é\"\r\n1;x=y\r\n]\r\n0\r\n\r\n");
        try (PlainHttp http = new PlainHttp("http://127.0.0.1:" + server.getLocalPort())) {
            assertThat(http.get("/x", "Bearer t")).isEqualTo(new PlainHttp.Answer(200, "[\"é\"]"));
        }
    }

    @Test
    void aKeptConnectionTheServerClosedIsReplacedOnce() throws IOException {
        answersPerConnection = 1;
        answers.add(answer(200, "Content-Length: 5", "first"));
        answers.add(answer(200, "Content-Length: 6", "second"));
        try (PlainHttp http = new PlainHttp("http://127.0.0.1:" + server.getLocalPort())) {
            assertThat(http.get("/one", "Bearer t").body()).isEqualTo("first");
            assertThat(http.get("/two", "Bearer t").body()).isEqualTo("second");
        }
        assertThat(connections.get()).isEqualTo(2);
    }

    private void serve(Socket s) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.US_ASCII));
        OutputStream out = s.getOutputStream();
        for (int served = 0; served < answersPerConnection && !answers.isEmpty(); served++) {
            String line = in.readLine();
            if (line == null) {
                return;
            }
            requestLines.add(line);
            List<String> headers = new ArrayList<>();
            for (String h = in.readLine(); h != null && !h.isEmpty(); h = in.readLine()) {
                headers.add(h);
            }
            assertThat(headers).contains("Authorization: Bearer t");
            out.write(answers.remove(0).getBytes(StandardCharsets.UTF_8));
            out.flush();
        }
    }

    private static String answer(int status, String header, String body) {
        return "HTTP/1.1 " + status + " X\r\n" + header + "\r\n\r\n" + body;
    }
}
