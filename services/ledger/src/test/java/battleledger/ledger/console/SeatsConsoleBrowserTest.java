package battleledger.ledger.console;

import battleledger.ledger.Api;
import battleledger.ledger.Contexts;
import battleledger.ledger.table.Stat;
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
import org.openqa.selenium.WindowType;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Seats on the console (issue 14; README, Who may do what), as a console trial found them wanting: the GM token is
 * shown once when the page creates an encounter; a join link or the Join form opens the page as the role the service
 * gives the token, not as the link suggests (an auditor reads the timeline and sends nothing, another GM gets the GM's
 * tools); a link opened in the GM's own tab asks before it gives up the GM's seat. Each seat is a tab of one browser:
 * a tab has its own sessionStorage.
 */
@Tag("slow")
@ExtendWith(StopAtFirstFailure.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SeatsConsoleBrowserTest {

    static final String ID = "seats";
    static final String STORED = "return JSON.parse(sessionStorage.getItem('battle-ledger.console.tokens'))['" + ID + "']";

    EmbeddedServer server;
    Browser browser;
    String base;
    String gmTab;
    Api gm;
    String gmToken;
    String auditToken;

    @BeforeAll
    void start() {
        browser = Browser.start(1280, 1000);
        server = Contexts.inMemory("console-seats");
        base = server.getURL().toString().replaceAll("/$", "");
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

    /** Opens `address` in a new tab of the browser (a fresh sessionStorage), checks it there, and closes the tab. */
    void inNewTab(String address, Runnable check) {
        browser.driver.switchTo().newWindow(WindowType.TAB);
        try {
            browser.driver.get(address);
            check.run();
        } finally {
            browser.driver.close();
            browser.driver.switchTo().window(gmTab);
        }
    }

    /** A token the GM issues over the API. */
    String issue(String request) {
        return gm.post("/encounters/" + ID + "/tokens", request).expect(201).json().path("token").asText();
    }

    String joinLink(String token, String combatants) {
        return base + "/#/join/" + ID + "/" + token + (combatants.isEmpty() ? "" : "/" + combatants);
    }

    @Test
    @Order(1)
    void theCreateFormChecksTheIdAndShowsTheGmTokenOnceAsAnIssuedTokenIsShown() {
        browser.driver.get(base + "/");
        gmTab = browser.driver.getWindowHandle();
        browser.waitFor("form.create select[name=grid]");
        browser.keys("form.create [name=id]", "two words");
        assertThat(browser.js("return document.querySelector('form.create [name=id]').validity.patternMismatch"))
                .as("the Id field's pattern is checked (a valid expression under the v flag)").isEqualTo(true);
        browser.find("form.create [name=id]").clear();
        browser.keys("form.create [name=id]", ID);
        browser.keys("form.create [name=name]", "Seats");
        new Select(browser.find("form.create [name=grid]")).selectByValue("\"squares\"");
        browser.click("form.create button[type=submit]");
        browser.waitFor("#battle[data-encounter=" + ID + "][data-role=gm] #status");

        String shown = browser.waitFor("#gm-token").getDomProperty("value");
        assertThat(shown).startsWith("blt_").isEqualTo(browser.js(STORED + ".token"));
        assertThat(browser.text("#gm-token-once")).contains("shown only now");
        browser.click("#gm-token-kept");
        browser.until(d -> d.findElements(By.id("gm-token-once")).isEmpty());
        gmToken = shown;
        gm = new Api(server.getURL()).as(shown);
        String commands = "/encounters/" + ID + "/commands";
        gm.post(commands, "{\"type\":\"AddCombatant\",\"combatant\":" + Stat.named("ann").sword("1d8").at(1, 1).json()
                + "}").expect(200);
        gm.post(commands, "{\"type\":\"AddCombatant\",\"from\":\"srd:orc\",\"id\":\"orc\",\"side\":\"orcs\","
                + "\"position\":{\"x\":4,\"y\":1}}").expect(200);
        new ConsolePage(browser).showsStep(3);
    }

    @Test
    @Order(2)
    void theSeatsFormIssuesAnAuditTokenAndLeavesNoTokenUnderALaterRefusal() {
        new Select(browser.waitFor("#token-role")).selectByValue("audit");
        browser.click("#token-form button[type=submit]");
        auditToken = browser.waitFor("#issued-token").getDomProperty("value");
        assertThat(browser.text("#issued")).startsWith("An audit token, shown only now");

        new Select(browser.find("#token-role")).selectByValue("player");
        browser.click("#token-form button[type=submit]");
        String refused = browser.until(d -> {
            WebElement box = d.findElement(By.cssSelector("#token-form .problem"));
            return box.isDisplayed() ? box.getText() : null;
        });
        assertThat(refused).contains("invalid-token-request");
        assertThat(browser.all("#issued-token")).as("the audit token is not left under the refusal").isEmpty();
    }

    @Test
    @Order(3)
    void anAuditorsJoinLinkOpensTheTimelineAndNoCommandForm() {
        inNewTab(joinLink(auditToken, ""), () -> {
            browser.waitFor("#battle[data-role=audit] #status");
            assertThat(browser.text("#role")).isEqualTo("audit");
            browser.waitFor("#col-timeline #scrubber");
            assertThat(browser.all("#command-form")).as("an auditor commands nothing").isEmpty();
            assertThat(browser.all("#token-form")).as("tokens are the GM's").isEmpty();
        });
    }

    @Test
    @Order(4)
    void theJoinFormLearnsFromTheServiceThatAnAuditTokenIsTheAuditors() {
        inNewTab(base + "/", () -> {
            browser.keys("form.join [name=encounter]", ID);
            browser.keys("form.join [name=token]", auditToken);
            browser.click("form.join button[type=submit]");
            browser.waitFor("#battle[data-role=audit] #col-timeline #scrubber");
            assertThat(browser.all("#command-form")).isEmpty();
        });
    }

    @Test
    @Order(5)
    void anotherGmsJoinLinkOpensTheGmsToolsAndTheAttackMenus() {
        String token = issue("{\"role\":\"gm\",\"label\":\"co-GM\"}");
        inNewTab(joinLink(token, ""), () -> {
            browser.waitFor("#battle[data-role=gm] #token-form");
            ConsolePage page = new ConsolePage(browser);
            page.choose("Attack");
            page.fill("actor", "ann");
            List<String> attacks = page.filled("attack");
            assertThat(attacks).as("Ann's attacks, read from /sheets as the GM").containsExactly("sword");
            browser.waitFor("#col-timeline #undo");
        });
    }

    @Test
    @Order(6)
    void aJoinLinkOpenedInTheGmsTabAsksBeforeItGivesUpTheGmsSeat() {
        String token = issue("{\"role\":\"player\",\"combatants\":[\"ann\"]}");
        browser.driver.get(joinLink(token, "ann"));
        new WebDriverWait(browser.driver, Duration.ofSeconds(20)).until(ExpectedConditions.alertIsPresent());
        assertThat(browser.driver.switchTo().alert().getText()).contains("GM's seat of " + ID);
        browser.driver.switchTo().alert().dismiss();
        browser.waitFor("#battle[data-role=gm] #token-form");
        assertThat(browser.js(STORED + ".role")).isEqualTo("gm");
        assertThat(browser.js(STORED + ".token")).isEqualTo(gmToken);
    }

    @Test
    @Order(7)
    void aPlayerWhoseCombatantKnowsNoSpellIsOfferedNoneToCast() {
        String token = issue("{\"role\":\"player\",\"combatants\":[\"ann\"]}");
        inNewTab(joinLink(token, "ann"), () -> {
            browser.waitFor("#battle[data-role=player] #status");
            ConsolePage page = new ConsolePage(browser);
            page.choose("CastSpell");
            browser.waitFor("#command-form select[name=spell]");
            assertThat(page.choices("spell")).as("Ann knows no spell: not the whole catalogue").isEmpty();
        });
    }
}
