package battleledger.ledger.console;

import battleledger.ledger.Api;
import battleledger.ledger.Contexts;
import com.fasterxml.jackson.databind.JsonNode;
import io.micronaut.runtime.server.EmbeddedServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The GM's console through turns with dice rolled at the table (issue 11), as a console trial found it wanting: the
 * keyboard focus survives the panels being drawn again after a command and a roll; a typed roll that is no roll is
 * explained, not sent; the Actions form's actor follows the turn; rolls, refusals and the encounter list name
 * creatures by name, not id; an opportunity attack reads "an". The orc ("o1") and the goblin ("g1") are the GM's.
 */
@Tag("slow")
@ExtendWith(StopAtFirstFailure.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TurnsConsoleBrowserTest {

    static final String ID = "turns";
    static final String COMMANDS = "/encounters/" + ID + "/commands";
    static final String FOCUSED = "return document.activeElement ? document.activeElement.id || document.activeElement.tagName : ''";

    EmbeddedServer server;
    Browser browser;
    ConsolePage page;
    Api gm;
    String base;

    @BeforeAll
    void start() {
        browser = Browser.start(1440, 1000);
        server = Contexts.inMemory("console-turns");
        base = server.getURL().toString().replaceAll("/$", "");
        JsonNode created = new Api(server.getURL()).post("/encounters", "{\"id\":\"" + ID + "\",\"name\":\"Turns\","
                + "\"options\":{\"grid\":\"squares\",\"dice\":{\"mode\":\"manual\"}}}").expect(201).json();
        gm = new Api(server.getURL()).as(created.path("gmToken").asText());
        gm.post(COMMANDS, "{\"type\":\"AddCombatant\",\"from\":\"srd:orc\",\"id\":\"o1\",\"side\":\"orcs\","
                + "\"position\":{\"x\":2,\"y\":2}}").expect(200);
        browser.openAsGm(base, ID, created.path("gmToken").asText());
        page = new ConsolePage(browser);
        page.showsStep(2);
    }

    @AfterAll
    void stop() {
        try {
            browser.close();
        } catch (Exception ignored) {
            // the service still closes
        }
        server.close();
    }

    JsonNode read(String path) {
        return gm.get("/encounters/" + ID + path).expect(200).json();
    }

    String focused() {
        return String.valueOf(browser.js(FOCUSED));
    }

    @Test
    @Order(1)
    void afterSendTheFocusStaysOnSendThoughTheFormIsDrawnAgain() {
        page.choose("AddCombatantFromMonster");
        page.fill("from", "srd:goblin");
        page.fill("id", "g1");
        page.fill("side", "goblins");
        page.fill("position.x", "3");
        page.fill("position.y", "2");
        assertThat(page.send()).isEqualTo(3);
        assertThat(focused()).as("a new combatant redraws the form; Send keeps the focus").isEqualTo("send");
        page.choose("StartCombat");
        assertThat(page.send()).isEqualTo(4);
        assertThat(focused()).isEqualTo("send");
    }

    @Test
    @Order(2)
    void aTypedRollThatIsNoRollIsExplainedAndTheNextRollTakesTheFocus() {
        browser.waitFor("#roll-dice");
        browser.keys("#roll-dice", "abc", Keys.ENTER);
        String refused = browser.until(d -> {
            WebElement box = d.findElement(By.cssSelector("#dice .problem"));
            return box.isDisplayed() ? box.getText() : null;
        });
        assertThat(refused).contains("\u201cabc\u201d is not a die").contains("from 1 to 20");
        assertThat(read("").path("step").asInt()).as("nothing was sent").isEqualTo(4);

        // the orc rolls 20 and the goblin 1, whichever is asked first: the orc acts first
        String first = read("").path("rollAwaited").path("roller").asText();
        browser.find("#roll-dice").clear();
        browser.keys("#roll-dice", first.equals("o1") ? "20" : "1");
        browser.click("#roll-submit");
        page.showsStep(5);
        browser.until(d -> "roll-dice".equals(focused()) ? true : null);
        browser.keys("#roll-dice", first.equals("o1") ? "1" : "20", Keys.ENTER);
        page.showsStep(6);
        assertThat(read("").path("turn").path("actor").asText()).isEqualTo("o1");
    }

    @Test
    @Order(3)
    void theRollsAndTheTimelineNameTheRollerAndTheRuleIsCitedOnce() {
        int rolled = read("/rolls").get(0).path("step").asInt();
        String line = "#log li details";
        browser.waitFor(line);
        String rolls = browser.rollsOpened(line);
        assertThat(rolls).contains("Orc, initiative").doesNotContain("o1,");
        String rule = browser.text(line + " > p.rule");
        assertThat(browser.all(line + " .rolls .rule").stream().map(WebElement::getText).map(String::trim).toList())
                .as("the line cites its rule once").doesNotContain(rule);

        browser.js("const s = document.getElementById('scrubber'); s.value = arguments[0];"
                + " s.dispatchEvent(new Event('input'));", rolled);
        String options = browser.until(d -> {
            String t = d.findElement(By.id("override-roll")).getText();
            return t.isBlank() ? null : t;
        });
        assertThat(options).contains("Orc, initiative").doesNotContain(" o1 ");
    }

    @Test
    @Order(4)
    void theActorFollowsTheTurnSoEndTurnSentTwiceEndsEachTurn() {
        page.choose("EndTurn");
        assertThat(page.send()).isEqualTo(7);
        assertThat(page.send()).as("the second EndTurn names the goblin, whose turn it now is").isEqualTo(8);
        JsonNode timeline = read("/timeline");
        assertThat(timeline.get(7).path("command").asText()).isEqualTo("EndTurn");
        assertThat(read("").path("turn").path("actor").asText()).isEqualTo("o1");
    }

    @Test
    @Order(5)
    void aTokenDraggedOutOfTurnIsRefusedNamingWhoseTurnItIs() {
        page.drag("#grid .token[data-combatant=g1] .space", new int[]{3, 3});
        String refused = browser.until(d -> {
            WebElement box = d.findElement(By.cssSelector(".grid-panel .problem"));
            return box.isDisplayed() ? box.getText() : null;
        });
        assertThat(refused).contains("it is Orc's turn, not Goblin's");
    }

    @Test
    @Order(6)
    void anOpportunityAttackOfferedReadsAnAndTheEncounterListNamesWhoseTurnItIs() {
        JsonNode away = gm.post(COMMANDS, "{\"type\":\"Move\",\"actor\":\"o1\",\"path\":[{\"x\":1,\"y\":2},"
                + "{\"x\":0,\"y\":2}]}").expect(200).json();
        assertThat(away.path("events").toString()).contains("ReactionOffered");
        page.showsStep(away.path("step").asInt());
        assertThat(browser.text("#awaiting li[data-reactor=g1]")).startsWith("Goblin may take an opportunity attack");
        gm.post(COMMANDS, "{\"type\":\"PassReaction\",\"actor\":\"g1\"}").expect(200);

        browser.driver.get(base + "/#/");
        String turn = browser.until(d -> {
            String t = d.findElement(By.cssSelector("tr[data-encounter=" + ID + "] td:nth-of-type(3)")).getText();
            return t.isBlank() ? null : t;
        });
        assertThat(turn).isEqualTo("Orc");
    }
}
