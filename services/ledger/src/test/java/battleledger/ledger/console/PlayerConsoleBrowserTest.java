package battleledger.ledger.console;

import battleledger.ledger.Api;
import battleledger.ledger.Contexts;
import battleledger.ledger.table.Stat;
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
import org.openqa.selenium.WebElement;

import java.util.Collections;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The console as a player uses it (issue 14), in headless Chromium, with the GM acting over the API: the orc
 * (initiative 20) walks out of Ann's reach and her opportunity attack (001 › Combat › Making an Opportunity Attack)
 * is taken with one click on her player's page; on her turn the player drags Ann, is told the orc's token is not hers
 * to move (README, Who may do what: a player acts only for its own combatants), and shoots with an attack picked from
 * the menu her own stat block fills (GET /sheets). Every die is a 10 after the initiative rolls.
 */
@Tag("slow")
@ExtendWith(StopAtFirstFailure.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PlayerConsoleBrowserTest {

    static final String ID = "skirmish";
    static final String COMMANDS = "/encounters/" + ID + "/commands";

    EmbeddedServer server;
    Browser browser;
    ConsolePage ann;
    Api gm;

    @BeforeAll
    void start() {
        browser = Browser.start(1024, 900);
        server = Contexts.inMemory("console-player");
        String base = server.getURL().toString().replaceAll("/$", "");
        String dice = String.join(",", Collections.nCopies(30, "10"));
        JsonNode created = new Api(server.getURL()).post("/encounters", "{\"id\":\"" + ID + "\",\"name\":\"Skirmish\","
                + "\"options\":{\"grid\":\"squares\",\"dice\":{\"mode\":\"scripted\",\"script\":[5,20," + dice + "]}}}")
                .expect(201).json();
        gm = new Api(server.getURL()).as(created.path("gmToken").asText());
        gm.post(COMMANDS, "{\"type\":\"AddCombatant\",\"combatant\":" + Stat.named("ann").sword("1d8").bow("1d6")
                .at(2, 2).json() + "}").expect(200);
        gm.post(COMMANDS, "{\"type\":\"AddCombatant\",\"from\":\"srd:orc\",\"id\":\"orc\",\"side\":\"orcs\","
                + "\"position\":{\"x\":3,\"y\":2}}").expect(200);
        gm.post(COMMANDS, "{\"type\":\"StartCombat\",\"surprised\":[]}").expect(200);
        String token = gm.post("/encounters/" + ID + "/tokens", "{\"role\":\"player\",\"combatants\":[\"ann\"]}")
                .expect(201).json().path("token").asText();
        browser.driver.get(base + "/#/join/" + ID + "/" + token + "/ann");
        browser.waitFor("#battle[data-encounter=" + ID + "][data-role=player] #status");
        ann = new ConsolePage(browser);
        ann.showsStep(4);
    }

    @AfterAll
    void stop() {
        try {
            if (browser != null) {
                browser.close();
            }
        } finally {
            if (server != null) {
                server.close();
            }
        }
    }

    JsonNode read(String path) {
        return gm.get("/encounters/" + ID + path).expect(200).json();
    }

    /** Ann's roll at the step that rolled an attack, or null. */
    JsonNode annsAttackAt(int step) {
        JsonNode found = null;
        for (JsonNode r : read("/rolls")) {
            if (r.path("step").asInt() == step && "ann".equals(r.path("roller").asText())
                    && r.path("purpose").asText().contains("attack")) {
                found = r;
            }
        }
        return found;
    }

    @Test
    @Order(1)
    void thePlayerTakesAnnsOpportunityAttackOnTheOrcWithOneClick() {
        JsonNode away = gm.post(COMMANDS, "{\"type\":\"Move\",\"actor\":\"orc\",\"path\":[{\"x\":4,\"y\":2},"
                + "{\"x\":5,\"y\":2}]}").expect(200).json();
        assertThat(away.path("events").toString()).contains("ReactionOffered");
        browser.waitFor("#awaiting li[data-reactor=ann]");
        assertThat(browser.text("#awaiting li[data-reactor=ann]")).contains("opportunity");
        browser.click("#awaiting button.declare[data-reactor=ann]");
        ann.showsStep(6);
        assertThat(annsAttackAt(6)).as("Ann's opportunity attack, rolled at step 6").isNotNull();
        assertThat(read("/timeline").get(5).path("command").asText()).isEqualTo("DeclareReaction");
        browser.until(d -> d.findElement(By.cssSelector("#combatants tr[data-combatant=ann] .reaction")).getText()
                .equals("used"));
        assertThat(browser.all("#awaiting")).as("nothing awaited any more").isEmpty();
    }

    @Test
    @Order(2)
    void onAnnsTurnThePlayerDragsHerAndIsToldTheOrcsTokenIsNotHersToMove() {
        gm.post(COMMANDS, "{\"type\":\"EndTurn\",\"actor\":\"orc\"}").expect(200);
        ann.showsStep(7);
        ann.drag("#grid .token[data-combatant=ann] .space", new int[]{2, 3}, new int[]{3, 3});
        ann.showsStep(8);
        JsonNode grid = read("/grid");
        assertThat(ConsolePage.anchorOf(grid, "ann").toString()).isEqualTo("{\"x\":3,\"y\":3}");
        String orcWas = ConsolePage.anchorOf(grid, "orc").toString();

        ann.drag("#grid .token[data-combatant=orc] .space", new int[]{2, 2});
        String refused = browser.until(d -> {
            WebElement box = d.findElement(By.cssSelector(".grid-panel .problem"));
            return box.isDisplayed() ? box.getText() : null;
        });
        assertThat(refused).contains("not yours to move").contains("not-your-combatant");
        assertThat(read("").path("step").asInt()).as("nothing was sent").isEqualTo(8);
        assertThat(ConsolePage.anchorOf(read("/grid"), "orc").toString()).isEqualTo(orcWas);
    }

    @Test
    @Order(3)
    void thePlayerPicksAnnsBowFromTheAttackMenuHerOwnStatBlockFills() {
        ann.choose("Attack");
        List<String> attacks = ann.filled("attack");
        assertThat(attacks).as("Ann's attacks, from her own stat block (not the orc's)").containsExactly("sword", "bow");
        ann.fill("target", "orc");
        ann.fill("attack", "bow");
        assertThat(ann.send()).isEqualTo(9);
        JsonNode shot = annsAttackAt(9);
        assertThat(shot).as("Ann's shot").isNotNull();
        assertThat(shot.path("modifiers").get(0).path("source").asText())
                .as("the bow's Dexterity, not the sword's Strength").isEqualTo("dex");
        browser.js("document.getElementById('h-actions').scrollIntoView()");
        browser.screenshot("08-player-attack-menu");
    }

    @Test
    @Order(4)
    void anOpportunityAttackOfferedToTheHiddenOrcReadsAsSomeonesOnThePlayersPage() {
        // the orc turns invisible, steps beside Ann and hides from her (Dex 10 + 1 against her Wis 10 + 0); when Ann
        // walks away, the orc is offered its opportunity attack: her player's page must not say whose it is
        // (001 › Exploration › Stealth › Benefits of Being Hidden), nor print the null the service sends for it
        gm.post(COMMANDS, "{\"type\":\"EndTurn\",\"actor\":\"ann\"}").expect(200);
        gm.post(COMMANDS, "{\"type\":\"ApplyCondition\",\"target\":\"orc\",\"condition\":\"invisible\"}")
                .expect(200);
        gm.post(COMMANDS, "{\"type\":\"Move\",\"actor\":\"orc\",\"path\":[{\"x\":4,\"y\":3}]}").expect(200);
        JsonNode hid = gm.post(COMMANDS, "{\"type\":\"Hide\",\"actor\":\"orc\"}").expect(200).json();
        assertThat(hid.path("events").toString()).contains("\"hiddenFrom\":[\"ann\"]");
        gm.post(COMMANDS, "{\"type\":\"EndTurn\",\"actor\":\"orc\"}").expect(200);
        JsonNode away = gm.post(COMMANDS, "{\"type\":\"Move\",\"actor\":\"ann\",\"path\":[{\"x\":2,\"y\":3}]}")
                .expect(200).json();
        assertThat(away.path("events").toString()).contains("ReactionOffered");
        ann.showsStep(away.path("step").asInt());
        String awaited = browser.until(d -> {
            String text = d.findElement(By.cssSelector("#awaiting li")).getText();
            return text.isBlank() ? null : text;
        });
        assertThat(awaited).startsWith("Someone may take").doesNotContain("Orc").doesNotContain("null");
        assertThat(browser.all("#awaiting button.declare")).as("not Ann's to answer").isEmpty();
        gm.post(COMMANDS, "{\"type\":\"PassReaction\",\"actor\":\"orc\"}").expect(200);
    }
}
