package battleledger.ledger.stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

/**
 * A plain server-sent-events client, as a browser's EventSource reads a stream: "id:" and "data:" lines make an
 * event at the blank line after them, lines starting with ":" are comments. It reads on its own thread.
 */
public final class SseClient implements AutoCloseable {

    public record Received(long id, JsonNode data) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    private final List<Received> events = new ArrayList<>();
    private final List<String> comments = new ArrayList<>();
    private final Thread reader;
    private volatile Stream<String> lines;
    private volatile boolean ended;
    private final int status;
    private final String contentType;

    private SseClient(HttpResponse<Stream<String>> response) {
        this.status = response.statusCode();
        this.contentType = response.headers().firstValue("Content-Type").orElse(response.headers().map().toString());
        this.lines = response.body();
        this.reader = new Thread(this::read, "sse-client");
        this.reader.setDaemon(true);
        this.reader.start();
    }

    public static SseClient open(URL base, String path, String lastEventId) {
        return open(base, path, lastEventId, spectatorToken(base, path));
    }

    /** The stream read with the given token. */
    public static SseClient open(URL base, String path, String lastEventId, String token) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base.toString().replaceAll("/$", "") + path))
                .header("Accept", "text/event-stream").GET();
        if (lastEventId != null) {
            request.header("Last-Event-ID", lastEventId);
        }
        request.header("Authorization", "Bearer " + token);
        try {
            return new SseClient(CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofLines()));
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /**
     * The stream as the table reads it: a spectator's token for an encounter the tests created (the public view), the
     * admin credential for any other (which the service answers as an auditor: 404 when there is no such encounter).
     */
    private static String spectatorToken(URL base, String path) {
        String id = path.replaceFirst("^/encounters/([^/?]+).*$", "$1");
        if (battleledger.ledger.Api.gmToken(id) == null) {
            return battleledger.ledger.Api.ADMIN_TOKEN;
        }
        // keyed by the GM's token too: an encounter made again under the same id (another test class's database) has
        // a GM token of its own, and the spectator token issued for the earlier one is not valid for it
        return SPECTATORS.computeIfAbsent(id + " " + battleledger.ledger.Api.gmToken(id),
                key -> new battleledger.ledger.Api(base).issue(id, "{\"role\":\"spectator\"}"));
    }

    private static final java.util.Map<String, String> SPECTATORS = new java.util.concurrent.ConcurrentHashMap<>();

    private void read() {
        Long id = null;
        StringBuilder data = new StringBuilder();
        try {
            Iterator<String> it = lines.iterator();
            while (it.hasNext()) {
                String line = it.next();
                if (line.isEmpty()) {
                    if (data.length() > 0) {
                        Received r = new Received(id == null ? -1 : id, JSON.readTree(data.toString()));
                        synchronized (this) {
                            events.add(r);
                            notifyAll();
                        }
                    }
                    id = null;
                    data.setLength(0);
                } else if (line.startsWith(":")) {
                    synchronized (this) {
                        comments.add(line.substring(1).trim());
                        notifyAll();
                    }
                } else if (line.startsWith("id:")) {
                    id = Long.parseLong(line.substring(3).trim());
                } else if (line.startsWith("data:")) {
                    data.append(line.substring(5).startsWith(" ") ? line.substring(6) : line.substring(5));
                }
            }
        } catch (IOException | RuntimeException e) {
            // closed by the test, or by the server
        } finally {
            synchronized (this) {
                ended = true;
                notifyAll();
            }
        }
    }

    public int status() {
        return status;
    }

    String contentType() {
        return contentType;
    }

    synchronized List<Received> events() {
        return List.copyOf(events);
    }

    synchronized List<String> comments() {
        return List.copyOf(comments);
    }

    synchronized boolean ended() {
        return ended;
    }

    /** Waits until an event with this id (or a later one) has arrived; the events so far. */
    public synchronized List<Received> awaitId(long id) throws InterruptedException, TimeoutException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (events.isEmpty() || events.get(events.size() - 1).id() < id) {
            long left = deadline - System.nanoTime();
            if (left <= 0 || ended) {
                throw new TimeoutException("no event " + id + " (ended: " + ended + "); got " + ids(events));
            }
            wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
        }
        return List.copyOf(events);
    }

    /** Waits until the server has ended the stream; whether it did within the time. */
    synchronized boolean awaitEnd(long seconds) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!ended) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
        }
        return true;
    }

    /** Waits until a comment has arrived. */
    synchronized List<String> awaitComment() throws InterruptedException, TimeoutException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (comments.isEmpty()) {
            long left = deadline - System.nanoTime();
            if (left <= 0 || ended) {
                throw new TimeoutException("no comment");
            }
            wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
        }
        return List.copyOf(comments);
    }

    static List<Long> ids(List<Received> events) {
        return events.stream().map(Received::id).toList();
    }

    @Override
    public void close() {
        lines.close();
    }
}
