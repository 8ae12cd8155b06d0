package battleledger.ledger.api;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;

/**
 * An error answer as {@code application/problem+json} (RFC 9457), with the stable code and the rule cited
 * (DESIGN.md, The API): {@code {"status":409,"code":"not-your-turn","title":...,"detail":...,"rule":...}}.
 */
public record Problem(String type, String title, int status, String code, String detail, String rule) {

    public static final MediaType PROBLEM_JSON = MediaType.of("application/problem+json");

    public static Problem of(HttpStatus status, String code, String detail, String rule) {
        return new Problem("https://battle-ledger.example/problems/" + code, title(code), status.getCode(), code,
                detail, rule);
    }

    public MutableHttpResponse<Problem> response() {
        return HttpResponse.<Problem>status(HttpStatus.valueOf(status)).body(this).contentType(PROBLEM_JSON);
    }

    /** Words of the codes written as the rules and the web write them. */
    private static final java.util.Map<String, String> ACRONYMS = java.util.Map.of("gm", "GM", "json", "JSON",
            "wp", "WP", "hp", "HP", "id", "ID", "dc", "DC", "ac", "AC", "http", "HTTP", "jsonl", "JSONL", "uri", "URI");

    /** "not-your-turn" reads "Not your turn"; "gm-only" reads "GM only". */
    static String title(String code) {
        if (code.isEmpty()) {
            return "Error";
        }
        String[] words = code.split("-");
        for (int i = 0; i < words.length; i++) {
            words[i] = ACRONYMS.getOrDefault(words[i], words[i]);
        }
        String title = String.join(" ", words);
        return Character.toUpperCase(title.charAt(0)) + title.substring(1);
    }
}
