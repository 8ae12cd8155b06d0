package battleledger.ledger.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;

@Command(name = "post", mixinStandardHelpOptions = true,
        description = {"Sends a scenario to a running service: POST /encounters, then each command.",
                "Stops at the first refusal and prints the service's problem."})
final class PostCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "SCENARIO", description = "scenario file (.json, or .yaml/.yml)")
    Path scenario;

    @Option(names = "--url", required = true, paramLabel = "URL", description = "the service, e.g. http://localhost:8080")
    String url;

    @Option(names = "--token", paramLabel = "TOKEN", description = "sent as Authorization: Bearer TOKEN with the "
            + "commands; without it, the GM token the service answers on creating the encounter")
    String token;

    @Option(names = "--id", paramLabel = "ID", description = "the new encounter's id, instead of the scenario's "
            + "(one that is taken answers 409 encounter-exists)")
    String id;

    @Override
    public Integer call() throws Exception {
        Scenario s = Scenario.read(scenario);
        PrintWriter out = spec.commandLine().getOut();
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10)).build();
        String base = url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
        JsonNode body = s.encounterJson();
        if (id != null) {
            body = ((com.fasterxml.jackson.databind.node.ObjectNode) body.deepCopy()).put("id", id);
        }
        HttpResponse<String> created = send(client, base + "/encounters", body.toString());
        if (created.statusCode() != 201) {
            return refused(out, "POST /encounters", created);
        }
        JsonNode encounter = new ObjectMapper().readTree(created.body());
        String id = encounter.get("id").asText();
        out.printf("created %s%n", id);
        if ((token == null || token.isBlank()) && encounter.hasNonNull("gmToken")) {
            token = encounter.get("gmToken").asText();
            out.printf("GM token (shown only this once): %s%n", token);
        }
        for (int i = 0; i < s.commandJson().size(); i++) {
            JsonNode c = s.commandJson().get(i);
            HttpResponse<String> r = send(client, base + "/encounters/" + id + "/commands", c.toString());
            if (r.statusCode() != 200) {
                return refused(out, "command " + (i + 1) + " (" + c.path("type").asText() + ")", r);
            }
            JsonNode answer = new ObjectMapper().readTree(r.body());
            out.printf("step %d: %s, %d events%n", answer.path("step").asInt(), c.path("type").asText(),
                    answer.path("events").size());
        }
        out.flush();
        return 0;
    }

    private HttpResponse<String> send(HttpClient client, String to, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(to)).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        if (token != null && !token.isBlank()) {
            b.header("Authorization", "Bearer " + token);
        }
        try {
            return client.send(b.build(), HttpResponse.BodyHandlers.ofString());
        } catch (java.net.ConnectException e) { // the JDK's client says only "null"
            throw new java.io.IOException("cannot reach " + url + ": nothing answered there (is the service running, "
                    + "and is --url its address?)", e);
        }
    }

    private static int refused(PrintWriter out, String what, HttpResponse<String> r) {
        out.printf("%s refused: %d %s%n", what, r.statusCode(), r.body());
        out.flush();
        return 1;
    }
}
