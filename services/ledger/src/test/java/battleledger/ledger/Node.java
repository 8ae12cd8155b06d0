package battleledger.ledger;

import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One instance of the service in a JVM of its own (the test's classpath, {@code battleledger.ledger.Application}),
 * so that it can be stopped the hard way: {@link #kill()} is SIGKILL. Its server binds a free port itself
 * ({@code micronaut.server.port=-1}) and the node reads which from its log: a port chosen for it beforehand could be
 * taken by another node's sockets before its JVM got to bind it ("Address already in use", seen in CI).
 */
public final class Node implements AutoCloseable {

    private static final java.util.regex.Pattern RUNNING =
            java.util.regex.Pattern.compile("Server Running: https?://[^:/\\s]+:(\\d+)");

    private final String name;
    private final Process process;
    private final Path log;
    /** The port the node's server bound, once its log has said (0 before). */
    private volatile int port;

    private Node(String name, Process process, Path log) {
        this.name = name;
        this.process = process;
        this.log = log;
    }

    /** Starts a node with these properties (as -D system properties) on a free port; does not wait for it. */
    public static Node start(String name, Map<String, String> properties) {
        try {
            List<String> command = new ArrayList<>();
            command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
            command.add("-Xmx256m");
            command.add("-XX:TieredStopAtLevel=1");
            command.add("-Ddisable-axoniq-console-message=true");
            command.add("-Dmicronaut.server.port=-1");
            // the line that says which port (the tests' logging keeps io.micronaut at WARN)
            command.add("-Dlogger.levels.io.micronaut.runtime.Micronaut=INFO");
            command.add("-Dledger.admin-token=" + Api.ADMIN_TOKEN);
            properties.forEach((k, v) -> command.add("-D" + k + "=" + v));
            command.add("-cp");
            command.add(System.getProperty("java.class.path"));
            command.add("battleledger.ledger.Application");
            Path log = Files.createTempFile("ledger-" + name, ".log");
            Process process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(log.toFile()).start();
            return new Node(name, process, log);
        } catch (IOException e) {
            throw new IllegalStateException("cannot start node " + name, e);
        }
    }

    /** Waits until the node answers HTTP. */
    public Node awaitUp(Duration within) {
        HttpClient client = HttpClient.newHttpClient();
        long deadline = System.nanoTime() + within.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("node " + name + " died: " + tail());
            }
            if (port == 0 && !readPort()) {
                pause();
                continue;
            }
            try {
                HttpResponse<Void> r = client.send(HttpRequest.newBuilder(URI.create(url() + "/health/liveness"))
                        .timeout(Duration.ofSeconds(5)).GET().build(), HttpResponse.BodyHandlers.discarding());
                if (r.statusCode() == 200) {
                    return this;
                }
            } catch (IOException e) {
                // not listening yet
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            pause();
        }
        throw new IllegalStateException("node " + name + " did not come up: " + tail());
    }

    /** A quarter of a second between looks (at a node coming up, at a load's answers). */
    static void pause() {
        try {
            Thread.sleep(250);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public String url() {
        if (port == 0 && !readPort()) {
            throw new IllegalStateException("node " + name + " has not said its port yet: await it up first");
        }
        return "http://127.0.0.1:" + port;
    }

    /** Reads the port the server bound from the node's log; false while it has not said. */
    private boolean readPort() {
        try {
            int said = runningPort(Files.readString(log));
            port = said;
            return said > 0;
        } catch (IOException | java.io.UncheckedIOException e) {
            return false;
        }
    }

    /** The port a service's log says its server runs on ("Server Running: http://host:port"), or 0 before it has. */
    public static int runningPort(String log) {
        java.util.regex.Matcher m = RUNNING.matcher(log);
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    public Api api() {
        try {
            return new Api(new URL(url()));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    public String name() {
        return name;
    }

    public boolean alive() {
        return process.isAlive();
    }

    /** SIGKILL: no shutdown hook, no token released, nothing flushed. */
    public void kill() {
        process.destroyForcibly();
        try {
            process.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The last lines the node wrote. */
    public String tail() {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
        } catch (IOException e) {
            return "(no log)";
        }
    }

    @Override
    public void close() {
        kill();
        try {
            Files.deleteIfExists(log);
        } catch (IOException ignored) {
            // a temporary file
        }
    }
}
