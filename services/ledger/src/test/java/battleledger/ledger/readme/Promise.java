package battleledger.ledger.readme;

import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the README's comment lines under a {@code curl} promise, checked against what the service answered.
 *
 * <p>A leading three-digit number is the status (otherwise any 2xx). Every {@code "name":value} pair written (a
 * string, number, boolean or null) must appear in the answer, in the order written; so must every other quoted
 * text of four or more characters (a narrated log line) and every rule cited after the word {@code rule}. Elisions
 * ({@code ...}, {@code …}) stand for whatever the answer has there.
 */
public final class Promise {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern STATUS = Pattern.compile("^(\\d{3})\\b");
    private static final Pattern PAIR = Pattern.compile(
            "\"([\\w$]+)\"\\s*:\\s*(\"(?:[^\"\\\\]|\\\\.)*\"|-?\\d+(?:\\.\\d+)?|true|false|null)");
    private static final Pattern KEY = Pattern.compile("\"[\\w$]+\"\\s*:");
    private static final Pattern QUOTED = Pattern.compile("\"((?:[^\"\\\\\n]|\\\\.){4,})\"");
    private static final Pattern RULE = Pattern.compile("\\brule (\\d{3} › [^\"#]+?)\\s*$", Pattern.MULTILINE);

    private Promise() {
    }

    /** What the answer breaks of the promise; empty when it keeps it. */
    public static List<String> broken(List<String> promised, int status, String body) {
        List<String> out = new ArrayList<>();
        String text = String.join("\n", promised);
        Matcher s = STATUS.matcher(text.trim());
        if (s.find()) {
            if (Integer.parseInt(s.group(1)) != status) {
                out.add("status " + status + " where the README shows " + s.group(1));
            }
        } else if (!promised.isEmpty() && (status < 200 || status > 299)) {
            out.add("status " + status + " where the README shows a success");
        }
        String answer = compact(body);
        int from = 0;
        for (String atom : atoms(text)) {
            int at = answer.indexOf(atom, from);
            if (at < 0) {
                out.add((answer.contains(atom) ? "out of order: " : "missing: ") + atom);
            } else {
                from = at + atom.length();
            }
        }
        return out;
    }

    static List<String> atoms(String text) {
        record Found(int at, String atom) {
        }
        List<Found> found = new ArrayList<>();
        StringBuilder rest = new StringBuilder(text);
        Matcher pair = PAIR.matcher(text);
        while (pair.find()) {
            String value = pair.group(2);
            int elided = Math.max(value.indexOf("..."), value.indexOf("…"));
            found.add(new Found(pair.start(), "\"" + pair.group(1) + "\":" + (elided < 0 ? value : value.substring(0, elided))));
            for (int i = pair.start(); i < pair.end(); i++) {
                rest.setCharAt(i, ' ');
            }
        }
        Matcher key = KEY.matcher(rest.toString());
        while (key.find()) {
            for (int i = key.start(); i < key.end(); i++) {
                rest.setCharAt(i, ' ');
            }
        }
        Matcher quoted = QUOTED.matcher(rest);
        while (quoted.find()) {
            String inner = quoted.group(1);
            if (!inner.contains("...") && !inner.contains("…")) {
                found.add(new Found(quoted.start(), inner));
            }
        }
        Matcher rule = RULE.matcher(rest);
        while (rule.find()) {
            found.add(new Found(rule.start(), rule.group(1).trim()));
        }
        found.sort((a, b) -> Integer.compare(a.at, b.at));
        return found.stream().map(Found::atom).toList();
    }

    private static String compact(String body) {
        try {
            return JSON.writeValueAsString(JSON.readTree(body));
        } catch (Exception notJson) {
            return body;
        }
    }
}
